import { productRulesTr } from '@shop/domain/messages/product-rules-tr'
import { commonTr } from '../common/tr'
import { frameTr } from '../frame/tr'
import { cartCheckTr } from './cart-check-tr'
import { filtersTr } from './filters-tr'
import { searchTr } from './search-tr'
import { storefrontTr } from './tr'

/**
 * What the storefront remote shows, in Turkish: its screens, the texts both shop remotes share, the product rules'
 * and the frame's (its API client words connection failures with them). The storefront's catalogue chunk;
 * remote-catalogues.test.ts fails when the storefront's code names a key missing here.
 */
export const storefrontTextsTr = {
  ...frameTr,
  ...productRulesTr,
  ...commonTr,
  ...storefrontTr,
  ...searchTr,
  ...filtersTr,
  ...cartCheckTr,
} as const
