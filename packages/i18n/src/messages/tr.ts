import { accountTextsTr } from './account/texts-tr'
import type { adminTr } from './admin/tr'
import { storefrontTextsTr } from './storefront/texts-tr'

/**
 * The shop's whole catalogue in Turkish, the fallback and default language: the storefront's and the account's
 * texts (each remote loads only its own: storefront/texts-tr.ts, account/texts-tr.ts), and texts neither remote shows
 * (the admin's forms' unsaved-changes question, keys kept for screens to come). Keys are flat and follow the spec
 * (`auth.email_required`).
 */
export const tr = {
  ...storefrontTextsTr,
  ...accountTextsTr,

  'unsaved_changes.message':
    'Kaydedilmemiş değişiklikleriniz var. Şimdi ayrılırsanız bu değişiklikler kaybolacak.',
  'unsaved_changes.leave': 'Kaydetmeden ayrıl',

  'home.products_title': 'Ürünler',
  'home.products_empty': 'Henüz ürün bulunmuyor',

  'product.low_stock': 'Son {count} ürün',

  'header.account_menu': 'Hesap menüsü',

  'category.subcategories': 'Alt kategoriler',
  'category.all_products': 'Kategorinin tüm ürünleri',
  'cart.product': 'Ürün',
  'cart.line_total': 'Tutar',

  'account.confirm_yes': 'Evet',
} as const

/** Keys of the shop's catalogue (both shop remotes' texts). */
export type ShopMessageKey = keyof typeof tr
/** Every key, the admin's included (admin/tr.ts, loaded only by the admin remote). */
export type MessageKey = ShopMessageKey | keyof typeof adminTr
