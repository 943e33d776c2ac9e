import type { productRulesTr } from './product-rules-tr'

export const productRulesEn: Record<keyof typeof productRulesTr, string> = {
  'product.out_of_stock': 'Out of stock',
  'product.max_stock': 'You can add at most {stock} items',
  'product.price_filter_invalid': 'The price must be a number from 0 to 100,000,000 ₺',
  'product.price_range_invalid': 'The minimum price cannot be greater than the maximum price',
}
