import { type ProductListParamValues, readProductListParams } from '@shop/domain'
import type { MessageKey } from '@shop/i18n'

/** The header's product sections, each a view of the product list told apart only by its query string. */
export const PRODUCT_SECTIONS = [
  { key: 'products', to: '/products' },
  { key: 'featured', to: '/products?featured=true' },
  { key: 'sale', to: '/products?sale=true' },
  { key: 'new', to: '/products?sort=createdAt&order=desc' },
] as const

export type ProductSection = (typeof PRODUCT_SECTIONS)[number]['key']

/**
 * The heading of each section's list, in the words of its header link and home section, so a link leads to a list
 * headed as it said ('Yeni ürünler' to 'Yeni ürünler', not 'Ürünler'); any other list is 'Ürünler'.
 */
export const PRODUCT_SECTION_HEADINGS = {
  products: 'catalog.title',
  featured: 'home.featured_title',
  sale: 'home.discounted_title',
  new: 'home.new_title',
} as const satisfies Record<ProductSection, MessageKey>

/**
 * The section a product list's parameters make it: featured wins over sale, sale over newest-first (asked for as
 * the 'Yeni ürünler' link does, sort=createdAt&order=desc), and any other list (a search, another sort, a page) is
 * the products section.
 */
export function productSectionOf(params: ProductListParamValues): ProductSection {
  if (params.featured === true) return 'featured'
  if (params.sale === true) return 'sale'
  if (params.sort === 'createdAt' && params.order === 'desc') return 'new'
  return 'products'
}

/**
 * The one section a URL belongs to, or null off the product list. Path matching alone (NavLink) ignores the query
 * string and marks every section; the list's parameters are read as the list reads them (productSectionOf).
 */
export function currentProductSection(pathname: string, search: string): ProductSection | null {
  if (pathname.replace(/\/+$/, '') !== '/products') return null
  return productSectionOf(readProductListParams(new URLSearchParams(search)))
}
