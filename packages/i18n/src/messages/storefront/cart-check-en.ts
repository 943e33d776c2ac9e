import type { CartCheckMessageKey } from './cart-check-tr'

/** The cart checked against the server: English. */
export const cartCheckEn: Record<CartCheckMessageKey, string> = {
  'cart_check.price_changed': 'Price changed',
  'cart_check.previous_price': 'Old price',
  'cart_check.current_price': 'New price',
  'cart_check.unavailable': 'This product is no longer for sale',
  'cart_check.checkout_blocked':
    'Remove the flagged products or lower their quantity; then you can complete the order.',
}
