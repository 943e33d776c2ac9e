import { sharedShopTr } from '@shop/domain/messages/shop-tr'
import { commonTr } from '../common/tr'
import { frameTr } from '../frame/tr'
import { checkoutQuoteTr } from './checkout-quote-tr'
import { accountTr } from './tr'

/**
 * What the account remote shows, in Turkish: its screens, the texts both shop remotes share, the shared schemas'
 * validation messages (its forms check them before sending) and the frame's. The account's catalogue chunk;
 * remote-catalogues.test.ts fails when the account's code names a key missing here.
 */
export const accountTextsTr = {
  ...frameTr,
  ...sharedShopTr,
  ...commonTr,
  ...accountTr,
  ...checkoutQuoteTr,
} as const
