/** The header's product sections, each a view of the product list told apart only by its query string. */
export const PRODUCT_SECTIONS = [
  { key: 'products', to: '/products' },
  { key: 'featured', to: '/products?featured=true' },
  { key: 'sale', to: '/products?sale=true' },
  { key: 'new', to: '/products?sort=createdAt&order=desc' },
] as const

export type ProductSection = (typeof PRODUCT_SECTIONS)[number]['key']

/**
 * The one section a URL belongs to, or null off the product list. Path matching alone (NavLink) ignores the query
 * string and marks every section; here featured wins over sale, sale over newest-first, and any other product list
 * (a search, another sort, a page) is the products section.
 */
export function currentProductSection(pathname: string, search: string): ProductSection | null {
  if (pathname.replace(/\/+$/, '') !== '/products') return null
  const params = new URLSearchParams(search)
  if (params.get('featured') === 'true') return 'featured'
  if (params.get('sale') === 'true') return 'sale'
  if (params.get('sort') === 'createdAt' && params.get('order') === 'desc') return 'new'
  return 'products'
}
