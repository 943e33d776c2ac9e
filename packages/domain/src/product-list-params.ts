import { MAX_PAGE_SIZE, MAX_PRICE, PAGE_SIZE } from './constants'

// No zod here: the shop's first load reads list parameters with these readers, and `productListFieldsSchema` (the
// API's rule) is built from the same names, bounds and values. product-list-params.test.ts checks the two agree.

export const PRODUCT_SORT_FIELDS = ['createdAt', 'price', 'name', 'stock'] as const
export const PRODUCT_LIST_ORDERS = ['asc', 'desc'] as const
export const DEFAULT_PRODUCT_LIST_ORDER = 'desc' satisfies (typeof PRODUCT_LIST_ORDERS)[number]
/** How a yes/no list parameter may be written: true, false, 1 or 0. */
export const FLAG_PARAM_VALUES = ['true', 'false', '1', '0'] as const
export const PAGE_PARAM = { min: 1, default: 1 } as const
export const LIMIT_PARAM = { min: 1, max: MAX_PAGE_SIZE, default: PAGE_SIZE.productList } as const
/** A price bound in lira: 0 to the highest price a product may have. */
export const PRICE_PARAM = { min: 0, max: MAX_PRICE } as const
export const LIST_TEXT_MAX_LENGTH = 200

/** A number the way the API coerces a query value (`Number`), when finite. */
function finiteNumber(raw: string): number | undefined {
  const value = Number(raw)
  return Number.isFinite(value) ? value : undefined
}

function integerParam(bounds: { min: number; max?: number }) {
  return (raw: string): number | undefined => {
    const value = finiteNumber(raw)
    if (value === undefined || !Number.isSafeInteger(value)) return undefined
    return value >= bounds.min && value <= (bounds.max ?? Number.MAX_SAFE_INTEGER) ? value : undefined
  }
}

function priceParam(raw: string): number | undefined {
  const value = finiteNumber(raw)
  return value !== undefined && value >= PRICE_PARAM.min && value <= PRICE_PARAM.max ? value : undefined
}

function textParam(raw: string): string | undefined {
  const value = raw.trim()
  return value.length <= LIST_TEXT_MAX_LENGTH ? value : undefined
}

function flagParam(raw: string): boolean | undefined {
  if (!(FLAG_PARAM_VALUES as readonly string[]).includes(raw)) return undefined
  return raw === 'true' || raw === '1'
}

function oneOf<const Values extends readonly string[]>(values: Values) {
  return (raw: string): Values[number] | undefined =>
    (values as readonly string[]).includes(raw) ? (raw as Values[number]) : undefined
}

/** Each list parameter's reader: its typed value, or undefined when the API would refuse it. */
export const productListParamReaders = {
  page: integerParam(PAGE_PARAM),
  limit: integerParam(LIMIT_PARAM),
  q: textParam,
  category: textParam,
  featured: flagParam,
  /** On sale: a discount price below the price applies. */
  sale: flagParam,
  /** true: at least one unit in stock; false: none. */
  inStock: flagParam,
  /** Bounds (inclusive) on the price the shopper pays: the discount price when one applies, else the price. */
  minPrice: priceParam,
  maxPrice: priceParam,
  /** Absent: relevance when `q` is given, else createdAt (see `resolveProductSort`). */
  sort: oneOf(PRODUCT_SORT_FIELDS),
  order: oneOf(PRODUCT_LIST_ORDERS),
}

export type ProductListParam = keyof typeof productListParamReaders
export type ProductListParamValues = {
  [Key in ProductListParam]?: NonNullable<ReturnType<(typeof productListParamReaders)[Key]>>
}
/** Every parameter the product list takes, in one list (the API's schema has exactly these fields). */
export const PRODUCT_LIST_PARAMS = Object.keys(productListParamReaders) as ProductListParam[]

/** A lower price bound above the upper one is refused (either bound alone is fine). */
export function isPriceRangeInOrder(range: { minPrice?: number; maxPrice?: number }): boolean {
  return range.minPrice === undefined || range.maxPrice === undefined || range.minPrice <= range.maxPrice
}

/**
 * The list parameters a query string sets, typed: a blank value is no value, a value the API would refuse is left
 * out, and a reversed price range drops both bounds (rather than failing the whole list).
 */
export function readProductListParams(search: URLSearchParams): ProductListParamValues {
  const values: Record<string, unknown> = {}
  for (const name of PRODUCT_LIST_PARAMS) {
    const raw = search.get(name)
    if (raw === null || raw.trim() === '') continue
    const value = productListParamReaders[name](raw)
    if (value !== undefined) values[name] = value
  }
  const params = values as ProductListParamValues
  if (!isPriceRangeInOrder(params)) {
    delete params.minPrice
    delete params.maxPrice
  }
  return params
}

export type ProductListOrder = (typeof PRODUCT_SORT_FIELDS)[number] | 'relevance'

/**
 * A search is ranked by relevance unless a sort is asked for explicitly; a plain list is newest first. `order`
 * does not apply to relevance (best match first).
 */
export function resolveProductSort(query: {
  q?: string | undefined
  sort?: (typeof PRODUCT_SORT_FIELDS)[number] | undefined
}): ProductListOrder {
  return query.sort ?? (query.q ? 'relevance' : 'createdAt')
}
