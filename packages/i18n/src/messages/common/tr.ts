/**
 * Texts both shop remotes show, in Turkish: the UI kit's product card, prices, pagination and breadcrumb, and the
 * cart's notices. Each remote's catalogue spreads them (storefront/texts-tr.ts, account/texts-tr.ts).
 */
export const commonTr = {
  'product.add_to_cart': 'Sepete Ekle',
  'product.added_to_cart': 'Ürün sepete eklendi',
  'price.unavailable': 'Fiyat bilgisi yok',
  'price.original': 'Eski fiyat',
  'price.current': 'Fiyat',
  'not_found.home': 'Ana sayfaya dön',

  'pagination.label': 'Sayfalar',
  'pagination.previous': 'Önceki',
  'pagination.next': 'Sonraki',
  'pagination.page': 'Sayfa {page}',
  'breadcrumb.label': 'Bulunduğunuz yer',
  'cart.removed': 'Ürün sepetten çıkarıldı',
  'cart.cleared': 'Sepet temizlendi',

  'cart_check.max_quantity': 'Bir üründen en fazla {max} adet sipariş verebilirsiniz',
  'cart_check.max_lines': 'Sepetinizde en fazla {max} farklı ürün olabilir',
} as const

export type CommonMessageKey = keyof typeof commonTr
