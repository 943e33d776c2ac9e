import { productRulesEn } from '@shop/domain/messages/product-rules-en'
import { commonEn } from '../common/en'
import { frameEn } from '../frame/en'
import { cartCheckEn } from './cart-check-en'
import { storefrontEn } from './en'
import { filtersEn } from './filters-en'
import { searchEn } from './search-en'
import type { storefrontTextsTr } from './texts-tr'

/** What the storefront remote shows, in English (texts-tr.ts). */
export const storefrontTextsEn: Record<keyof typeof storefrontTextsTr, string> = {
  ...frameEn,
  ...productRulesEn,
  ...commonEn,
  ...storefrontEn,
  ...searchEn,
  ...filtersEn,
  ...cartCheckEn,
}
