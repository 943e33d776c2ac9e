/**
 * The cart checked against the server: a row whose price or stock changed, a line that cannot be ordered, and the
 * order limits (order-limits.ts). Out of stock and too few in stock use the spec's texts ('Stokta yok',
 * 'Maksimum {stock} adet ekleyebilirsiniz') from the shared keys.
 */
export const cartCheckTr = {
  'cart_check.price_changed': 'Fiyat değişti',
  'cart_check.previous_price': 'Eski fiyat',
  'cart_check.current_price': 'Yeni fiyat',
  'cart_check.unavailable': 'Bu ürün artık satışta değil',
  'cart_check.checkout_blocked':
    'İşaretli ürünleri sepetten çıkarın ya da adedini azaltın; ardından siparişi tamamlayabilirsiniz.',
} as const

export type CartCheckMessageKey = keyof typeof cartCheckTr
