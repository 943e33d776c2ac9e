import { effectivePrice, type LocalizedText, readLocalized, searchDocument } from '@shop/domain'
import { englishNameSortKey, nameSortKey } from '../lib/sort-key'

export interface ProductSource {
  name: LocalizedText
  shortDescription?: LocalizedText | null
  description?: LocalizedText | null
  /** Kuruş. */
  price: number
  /** Kuruş. */
  discountPrice: number | null
}

/**
 * Columns derived from others, written by everything that stores a product (API, seed, tests) so the indexes on
 * them stay true: the price a shopper pays (discount rule applied, in kuruş), the name's sort keys (Turkish, and
 * English with the Turkish name standing in for a missing English one, as readLocalized reads it), and the folded
 * texts the full-text index reads (its triggers copy them into products_fts).
 */
export function derivedProductColumns(product: ProductSource) {
  return {
    effectivePrice: effectivePrice(product.price, product.discountPrice),
    nameSortKey: nameSortKey(readLocalized(product.name, 'tr')),
    nameSortKeyEn: englishNameSortKey(readLocalized(product.name, 'en')),
    searchNames: searchDocument(product.name),
    searchText: searchDocument(product.shortDescription, product.description),
  }
}
