import { accountTextsEn } from './account/texts-en'
import { storefrontTextsEn } from './storefront/texts-en'
import type { ShopMessageKey } from './tr'

/** The shop's whole catalogue in English (tr.ts). */
export const en: Record<ShopMessageKey, string> = {
  ...storefrontTextsEn,
  ...accountTextsEn,

  'unsaved_changes.message': 'You have unsaved changes. If you leave now, they will be lost.',
  'unsaved_changes.leave': 'Leave without saving',

  'home.products_title': 'Products',
  'home.products_empty': 'No products yet',

  'product.low_stock': 'Only {count} left',

  'header.account_menu': 'Account menu',

  'category.subcategories': 'Subcategories',
  'category.all_products': 'All products in this category',
  'cart.product': 'Product',
  'cart.line_total': 'Amount',

  'account.confirm_yes': 'Yes',
}
