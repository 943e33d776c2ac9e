import { sharedShopEn } from '@shop/domain/messages/shop-en'
import { commonEn } from '../common/en'
import { frameEn } from '../frame/en'
import { checkoutQuoteEn } from './checkout-quote-en'
import { accountEn } from './en'
import type { accountTextsTr } from './texts-tr'

/** What the account remote shows, in English (texts-tr.ts). */
export const accountTextsEn: Record<keyof typeof accountTextsTr, string> = {
  ...frameEn,
  ...sharedShopEn,
  ...commonEn,
  ...accountEn,
  ...checkoutQuoteEn,
}
