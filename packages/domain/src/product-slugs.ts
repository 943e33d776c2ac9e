/**
 * Fixed paths of the products API (`/products/featured`, `/products/stats`, the bulk calls, ...). A product with one
 * of these slugs could never be opened at `/products/<slug>`, so none is ever given one
 * (api-worker/test/product-slug-routes.test.ts checks the list against the API's route table).
 */
export const RESERVED_PRODUCT_SLUGS: ReadonlySet<string> = new Set([
  'featured',
  'new',
  'discounted',
  'facets',
  'suggest',
  'sku',
  'stats',
  'admin',
  'bulk-delete',
  'bulk-toggle-status',
  'bulk-update-category',
  'bulk-update-featured',
  'bulk-stock-update',
])

/**
 * The slug a product gets: `base` itself when no other product holds it and it is not reserved, otherwise the first
 * free of `base-2`, `base-3`, ... (`taken`: the slugs other products hold).
 */
export function freeProductSlug(base: string, taken: ReadonlySet<string>): string {
  const free = (slug: string) => !taken.has(slug) && !RESERVED_PRODUCT_SLUGS.has(slug)
  if (free(base)) return base
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}-${suffix}`
    if (free(candidate)) return candidate
  }
}
