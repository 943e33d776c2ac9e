/**
 * Texts of the shop's first screen: the storefront shows them, and the worker writes them into the page it paints
 * before any script runs (api-worker/src/seo/first-screen.ts), so both read them from here.
 */
export const firstScreenTr = {
  'home.hero_cta_products': 'Ürünleri keşfedin',
  'home.hero_cta_categories': 'Kategorilere göz atın',
  'home.featured_title': 'Öne çıkan ürünler',
  'home.see_all': 'Tümünü gör',
  'product_detail.sku': 'Stok kodu: {sku}',
} as const
