import type { CheckoutQuoteMessageKey } from './checkout-quote-tr'

/** Checkout priced by the server (quote, a price change before the order, lira note) and the order's WhatsApp hand-off. */
export const checkoutQuoteEn: Record<CheckoutQuoteMessageKey, string> = {
  'checkout.quote_loading': 'Getting current prices…',
  'checkout.quote_error': 'Could not get current prices',
  'checkout.quote_note': "These are the shop's current prices; the order is placed at this total.",
  'checkout.cannot_order': 'Some products in your cart cannot be ordered as they are. Please edit your cart.',
  'checkout.total_to_pay': 'Total to pay',
  'checkout.lira_note': 'Orders are priced in Turkish lira; ≈ {amount} (approximate)',
  'checkout.price_changed_title': 'Prices have changed',
  'checkout.price_changed_intro':
    'Prices changed after you opened this page. The order has not been placed; it will be if you confirm the new total.',
  'checkout.price_changed_old': 'Total you saw',
  'checkout.price_changed_new': 'New total',
  'checkout.price_changed_lines': 'Products whose price changed',
  'checkout.price_changed_line': '{name}: {old} → {new}',
  'checkout.price_changed_confirm': 'Place the order at the new total',
  'checkout.price_changed_cancel': 'Cancel',
  'checkout.success_whatsapp': 'Your order has been placed! Complete it by sending it on WhatsApp.',
  'checkout.success_no_whatsapp': 'Your order has been placed!',
  'order.placed_title': 'Your order has been placed',
  'order.placed_whatsapp_note': 'To complete payment, send your order to the shop on WhatsApp.',
  'order.placed_note': 'The shop will contact you about your order.',
  'order.send_whatsapp': 'Send on WhatsApp',
}
