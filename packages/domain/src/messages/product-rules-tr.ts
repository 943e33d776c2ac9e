/** The product rules' texts both the API and the storefront show (stock, the price filter), in Turkish. */
export const productRulesTr = {
  'product.out_of_stock': 'Stokta yok',
  'product.max_stock': 'Maksimum {stock} adet ekleyebilirsiniz',
  'product.price_filter_invalid': 'Fiyat 0 ile 100.000.000 ₺ arasında bir sayı olmalıdır',
  'product.price_range_invalid': 'En düşük fiyat en yüksek fiyattan büyük olamaz',
} as const
