import type { CommonMessageKey } from './tr'

/** Texts both shop remotes show: English. */
export const commonEn: Record<CommonMessageKey, string> = {
  'product.add_to_cart': 'Add to cart',
  'product.added_to_cart': 'Product added to cart',
  'price.unavailable': 'Price not available',
  'price.original': 'Original price',
  'price.current': 'Price',
  'not_found.home': 'Back to home',

  'pagination.label': 'Pages',
  'pagination.previous': 'Previous',
  'pagination.next': 'Next',
  'pagination.page': 'Page {page}',
  'breadcrumb.label': 'You are here',
  'cart.removed': 'Product removed from cart',
  'cart.cleared': 'Cart cleared',

  'cart_check.max_quantity': 'You can order at most {max} units of one product',
  'cart_check.max_lines': 'Your cart can hold at most {max} different products',
}
