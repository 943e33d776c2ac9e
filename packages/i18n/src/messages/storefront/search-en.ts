import type { SearchMessageKey } from './search-tr'

/** Search as you type in the shop header: English. */
export const searchEn: Record<SearchMessageKey, string> = {
  'search.suggestions': 'Search suggestions',
  'search.products_group': 'Products',
  'search.categories_group': 'Categories',
  'search.category_prefix': 'Category: ',
  'search.all_results': 'All results for “{q}”',
  'search.loading': 'Loading suggestions…',
  'search.count':
    '{count, plural, =0 {No suggestions} one {# suggestion; use the down arrow to choose} other {# suggestions; use the down arrow to choose}}',
  'search.none': 'No suggestions match “{q}”. Press Enter for all results.',
  'search.error': 'Suggestions could not be loaded',
  'search.retry': 'Try again',
}
