import {
  type CategorySuggestion,
  kurusToLira,
  type ProductSuggestion,
  type SearchPhrases,
  type SearchSuggestions,
  SUGGEST_CATEGORY_LIMIT,
  SUGGEST_PRODUCT_LIMIT,
  searchDocument,
  searchPhrases,
  searchTerms,
} from '@shop/domain'
import type { Db } from '../../env'
import { products } from '../schema'
import { type CategoryForest, loadCategoryForest } from './categories'
import { ftsMatchExpression, matchesSearch } from './product-search'
import { searchRows } from './products'
import { isOnPage, rankedCandidates, rankedOrder, rankedPage } from './ranked-search'

/**
 * The suggestions' products: the first of the list search's own ranking (FTS5 prefix terms, a typed word's side by
 * side, all required, best match first among the newest RANKED_MATCHES, visible products only), reading only the
 * columns a suggestion shows.
 */
export function productSuggestionsStatement(db: Db, phrases: SearchPhrases) {
  const candidates = rankedCandidates(db, searchRows(matchesSearch(ftsMatchExpression(phrases)), {}))
  const page = rankedPage(db, candidates, { limit: SUGGEST_PRODUCT_LIMIT, offset: 0 })
  return db
    .with(candidates)
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      images: products.images,
      price: products.price,
      discountPrice: products.discountPrice,
    })
    .from(page)
    .crossJoin(products)
    .where(isOnPage(page))
    .orderBy(...rankedOrder(page))
}

/**
 * Categories whose name (either language) has a word starting with every term, the way the index matches product
 * names. The category table is small and read whole by every public category call (see `CategoryForest`), so this
 * filters that read in memory; only visible categories are in the forest.
 */
export function matchingCategories(forest: CategoryForest, terms: readonly string[]): CategorySuggestion[] {
  const found: CategorySuggestion[] = []
  for (const category of forest.flatten()) {
    const words = searchDocument(category.name).split(/[^\p{L}\p{N}]+/u)
    if (!terms.every((term) => words.some((word) => word.startsWith(term)))) continue
    found.push({ _id: category._id, slug: category.slug, name: category.name })
    if (found.length === SUGGEST_CATEGORY_LIMIT) break
  }
  return found
}

export async function productSuggestions(db: Db, phrases: SearchPhrases): Promise<ProductSuggestion[]> {
  const rows = await productSuggestionsStatement(db, phrases)
  return rows.map((row) => ({
    _id: row.id,
    slug: row.slug,
    name: row.name,
    image: row.images[0] ?? null,
    price: kurusToLira(row.price),
    discountPrice: row.discountPrice === null ? null : kurusToLira(row.discountPrice),
  }))
}

/** What the header suggests for a typed text; nothing when the text has no searchable terms (only punctuation). */
export async function searchSuggestions(db: Db, text: string): Promise<SearchSuggestions> {
  const terms = searchTerms(text)
  if (terms.length === 0) return { products: [], categories: [] }
  const [found, forest] = await Promise.all([
    productSuggestions(db, searchPhrases(text)),
    loadCategoryForest(db),
  ])
  return { products: found, categories: matchingCategories(forest, terms) }
}
