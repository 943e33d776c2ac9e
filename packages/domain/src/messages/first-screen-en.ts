import type { firstScreenTr } from './first-screen-tr'

/** The first screen's texts in English (first-screen-tr.ts). */
export const firstScreenEn: Record<keyof typeof firstScreenTr, string> = {
  'home.hero_cta_products': 'Explore products',
  'home.hero_cta_categories': 'Browse categories',
  'home.featured_title': 'Featured products',
  'home.see_all': 'See all',
  'product_detail.sku': 'SKU: {sku}',
}
