import type { ProductListParams } from '@shop/api-client'

/** The sorts a shopper can pick; each is one `sort`/`order` pair of the list call (relevance: neither). */
export const SORT_CHOICES = ['relevance', 'newest', 'price-asc', 'price-desc', 'name'] as const
export type SortChoice = (typeof SORT_CHOICES)[number]

const SORT_PARAMS: Record<SortChoice, { sort?: string; order?: string }> = {
  relevance: {},
  newest: { sort: 'createdAt', order: 'desc' },
  'price-asc': { sort: 'price', order: 'asc' },
  'price-desc': { sort: 'price', order: 'desc' },
  name: { sort: 'name', order: 'asc' },
}

/** Relevance only ranks a search; without one the list offers the other four. */
export function sortChoicesFor(searching: boolean): SortChoice[] {
  return SORT_CHOICES.filter((choice) => searching || choice !== 'relevance')
}

/** The choice a list's parameters amount to; an unlisted pair (stock, name descending) shows as the default. */
export function sortChoiceOf(params: ProductListParams): SortChoice {
  const fallback: SortChoice = params.q ? 'relevance' : 'newest'
  const order = params.order ?? 'desc'
  const found = SORT_CHOICES.find((choice) => {
    const pair = SORT_PARAMS[choice]
    return pair.sort !== undefined && pair.sort === params.sort && pair.order === order
  })
  return found ?? fallback
}

/** The filters a shopper sets on the page (search and sort aside), as the URL holds them. */
export const FILTER_KEYS = ['category', 'minPrice', 'maxPrice', 'inStock', 'sale', 'featured'] as const
export type FilterKey = (typeof FILTER_KEYS)[number]

/** A change to the URL: a value sets a parameter, undefined removes it. */
export type FilterChange = Partial<Record<FilterKey | 'sort' | 'order', string | undefined>>

/** The query string with `changes` applied; any change starts again from the first page. */
export function withChanges(search: URLSearchParams, changes: FilterChange): URLSearchParams {
  const next = new URLSearchParams(search)
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(key)
    else next.set(key, value)
  }
  next.delete('page')
  return next
}

export function withSort(search: URLSearchParams, choice: SortChoice): URLSearchParams {
  const { sort, order } = SORT_PARAMS[choice]
  return withChanges(search, { sort, order })
}

/** The yes-or-no filters, each a checkbox; 'featured' is the header's 'Öne çıkan ürünler' link's own. */
export type FlagFilter = 'inStock' | 'sale' | 'featured'

/** A flag filter is on or off; off leaves the parameter out rather than asking for its opposite. */
export function withFlag(search: URLSearchParams, key: FlagFilter, on: boolean): URLSearchParams {
  return withChanges(search, { [key]: on ? 'true' : undefined })
}

/** Clear all: only the search term stays (sort, filters and page go). */
export function clearedFilters(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams()
  const q = search.get('q')
  if (q) next.set('q', q)
  return next
}

/** How many filters are on: the price range counts once; the category only where the page lets it be chosen. */
export function activeFilterCount(params: ProductListParams, countCategory: boolean): number {
  return [
    countCategory && Boolean(params.category),
    params.minPrice !== undefined || params.maxPrice !== undefined,
    params.inStock === true,
    params.sale === true,
    params.featured === true,
  ].filter(Boolean).length
}
