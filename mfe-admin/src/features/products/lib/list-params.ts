import { PAGE_SIZE, PRODUCT_STATUS_FILTERS, type ProductStatusFilter } from '@shop/domain'

/** The products screen's filters and page, as kept in the address (`?q=&category=&status=&lowStock=true&page=`). */
export interface ProductListParams {
  page: number
  q: string
  category: string
  status: ProductStatusFilter
  lowStock: boolean
}

function isStatus(value: string | null): value is ProductStatusFilter {
  return PRODUCT_STATUS_FILTERS.some((status) => status === value)
}

/** Reads the filters from the address; anything unreadable falls back to the unfiltered first page. */
export function readListParams(search: URLSearchParams): ProductListParams {
  const page = Number(search.get('page'))
  const status = search.get('status')
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    q: search.get('q')?.trim() ?? '',
    category: search.get('category') ?? '',
    status: isStatus(status) ? status : 'all',
    lowStock: search.get('lowStock') === 'true',
  }
}

/**
 * Writes the filters into the address, leaving defaults out so the plain screen keeps a plain address, and keeping
 * any other parameter (`new`, `edit`) as it was.
 */
export function writeListParams(search: URLSearchParams, params: ProductListParams): URLSearchParams {
  const next = new URLSearchParams(search)
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key))
  set('q', params.q.trim() || null)
  set('category', params.category || null)
  set('status', params.status === 'all' ? null : params.status)
  set('lowStock', params.lowStock ? 'true' : null)
  set('page', params.page > 1 ? String(params.page) : null)
  return next
}

/** The API query of a list: `lowStock=false` would mean "above the threshold", so an unticked box sends nothing. */
export function listQuery(params: ProductListParams) {
  return {
    page: params.page,
    limit: PAGE_SIZE.adminProducts,
    q: params.q || undefined,
    category: params.category || undefined,
    status: params.status,
    lowStock: params.lowStock ? 'true' : undefined,
  }
}
