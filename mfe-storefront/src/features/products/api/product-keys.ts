import { productQueries } from '@shop/api-client'

export type ProductSection = 'featured' | 'new' | 'discounted'

/** Keys under the shared 'products' root, so invalidating products refreshes every product screen. */
export const productKeys = {
  all: productQueries.all,
  section: (section: ProductSection, limit: number) =>
    [...productKeys.all(), 'section', section, limit] as const,
  detail: (idOrSlug: string) => [...productKeys.all(), 'detail', idOrSlug] as const,
}
