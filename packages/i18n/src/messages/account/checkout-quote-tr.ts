/** Checkout priced by the server (quote, a price change before the order, lira note) and the order's WhatsApp hand-off. */
export const checkoutQuoteTr = {
  'checkout.quote_loading': 'Güncel fiyatlar alınıyor…',
  'checkout.quote_error': 'Güncel fiyatlar alınamadı',
  'checkout.quote_note': 'Tutarlar mağazanın güncel fiyatlarıdır; sipariş bu toplamla verilir.',
  'checkout.cannot_order':
    'Sepetinizdeki bazı ürünler bu haliyle sipariş edilemez. Lütfen sepeti düzenleyin.',
  'checkout.total_to_pay': 'Ödenecek toplam',
  'checkout.lira_note': 'Siparişler Türk lirası ile fiyatlandırılır; ≈ {amount} (yaklaşık)',
  'checkout.price_changed_title': 'Fiyatlar değişti',
  'checkout.price_changed_intro':
    'Siz bu sayfayı açtıktan sonra fiyatlar değişti. Sipariş henüz verilmedi; yeni toplamı onaylarsanız verilecek.',
  'checkout.price_changed_old': 'Gördüğünüz toplam',
  'checkout.price_changed_new': 'Yeni toplam',
  'checkout.price_changed_lines': 'Fiyatı değişen ürünler',
  'checkout.price_changed_line': '{name}: {old} → {new}',
  'checkout.price_changed_confirm': 'Yeni toplamla siparişi ver',
  'checkout.price_changed_cancel': 'Vazgeç',
  'checkout.success_whatsapp': 'Siparişiniz oluşturuldu! Siparişi WhatsApp ile göndererek tamamlayın.',
  'checkout.success_no_whatsapp': 'Siparişiniz oluşturuldu!',
  'order.placed_title': 'Siparişiniz alındı',
  'order.placed_whatsapp_note': 'Ödemeyi tamamlamak için siparişinizi WhatsApp ile mağazaya gönderin.',
  'order.placed_note': 'Mağaza siparişinizle ilgili sizinle iletişime geçecek.',
  'order.send_whatsapp': 'WhatsApp ile gönder',
} as const

export type CheckoutQuoteMessageKey = keyof typeof checkoutQuoteTr
