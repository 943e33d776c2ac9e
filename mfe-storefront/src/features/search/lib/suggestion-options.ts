import {
  type CategorySuggestion,
  type Language,
  type ProductSuggestion,
  readLocalized,
  type SearchSuggestions,
} from '@shop/domain'

/** One choice of the suggestion list, in the order the arrow keys walk it. */
export type SuggestionOption =
  | { kind: 'product'; key: string; href: string; label: string; product: ProductSuggestion }
  | { kind: 'category'; key: string; href: string; label: string; category: CategorySuggestion }
  | { kind: 'all'; key: string; href: string; label: string }

/** The full results page for a text, as the search form submits it. */
export function resultsHref(text: string): string {
  const q = text.trim()
  return q ? `/products?${new URLSearchParams({ q })}` : '/products'
}

/**
 * Products first (what a shopper most often wants), then categories, then the full results for the typed text,
 * so the last option is always there even when nothing matched.
 */
export function suggestionOptions(
  suggestions: SearchSuggestions | undefined,
  language: Language,
  text: string,
  allResultsLabel: string,
): SuggestionOption[] {
  const products: SuggestionOption[] = (suggestions?.products ?? []).map((product) => ({
    kind: 'product',
    key: `product-${product._id}`,
    href: `/products/${product.slug || product._id}`,
    label: readLocalized(product.name, language),
    product,
  }))
  const categories: SuggestionOption[] = (suggestions?.categories ?? []).map((category) => ({
    kind: 'category',
    key: `category-${category._id}`,
    href: `/category/${category.slug}`,
    label: readLocalized(category.name, language),
    category,
  }))
  return [
    ...products,
    ...categories,
    { kind: 'all', key: 'all', href: resultsHref(text), label: allResultsLabel },
  ]
}
