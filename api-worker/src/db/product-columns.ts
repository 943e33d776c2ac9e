import { effectivePrice, type LocalizedText, readLocalized } from '@shop/domain'
import { nameSortKey } from '../lib/sort-key'

/**
 * Columns derived from others, written by everything that stores a product (API, seed, tests) so the indexes on
 * them stay true: the price a shopper pays (discount rule applied, in kuruş) and the Turkish name's sort key.
 */
export function derivedProductColumns(name: LocalizedText, priceKurus: number, discountKurus: number | null) {
  return {
    effectivePrice: effectivePrice(priceKurus, discountKurus),
    nameSortKey: nameSortKey(readLocalized(name, 'tr')),
  }
}
