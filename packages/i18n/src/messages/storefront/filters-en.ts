import type { FiltersMessageKey } from './filters-tr'

/** Sorting and filtering the product list, category page and search results: English. */
export const filtersEn: Record<FiltersMessageKey, string> = {
  'filters.title': 'Filters',
  'filters.open': 'Filter',
  'filters.close': 'Close',
  'filters.show_results': '{count, plural, =0 {No results} one {Show # product} other {Show # products}}',
  'filters.sort_label': 'Sort by',
  'filters.sort.relevance': 'Best match',
  'filters.sort.newest': 'Newest',
  'filters.sort.price_asc': 'Price: low to high',
  'filters.sort.price_desc': 'Price: high to low',
  'filters.sort.name': 'Name (A–Z)',
  'filters.category': 'Category',
  'filters.all_categories': 'All categories',
  'filters.whole_category': 'All of {name}',
  'filters.price': 'Price range (₺)',
  'filters.min_price': 'Minimum',
  'filters.max_price': 'Maximum',
  'filters.apply_price': 'Apply',
  'filters.availability': 'Availability',
  'filters.in_stock': 'In stock only',
  'filters.on_sale': 'On sale only',
  'filters.clear_all': 'Clear all',
  'filters.active_count': '{count, plural, one {# filter chosen} other {# filters chosen}}',
}
