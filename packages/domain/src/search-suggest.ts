import type { LocalizedText } from './localized'

/** Suggestions start at this many characters (trimmed): one letter matches half the catalogue and helps no one. */
export const SUGGEST_MIN_LENGTH = 2
export const SUGGEST_MAX_LENGTH = 100
/** At most this many products in one answer; categories come beside them, at most `SUGGEST_CATEGORY_LIMIT`. */
export const SUGGEST_PRODUCT_LIMIT = 6
export const SUGGEST_CATEGORY_LIMIT = 3

/** A product as a suggestion shows it. Money in lira with two decimals, like every product the API sends. */
export interface ProductSuggestion {
  _id: string
  slug: string
  name: LocalizedText
  /** The first picture's stored path (resolve with `resolveMediaUrl`), or null without one. */
  image: string | null
  price: number
  discountPrice: number | null
}

export interface CategorySuggestion {
  _id: string
  slug: string
  name: LocalizedText
}

export interface SearchSuggestions {
  products: ProductSuggestion[]
  categories: CategorySuggestion[]
}

/** True when the typed text is long enough to ask for suggestions. */
export function canSuggest(text: string): boolean {
  const length = text.trim().length
  return length >= SUGGEST_MIN_LENGTH && length <= SUGGEST_MAX_LENGTH
}
