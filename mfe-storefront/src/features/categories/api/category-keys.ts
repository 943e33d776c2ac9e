import type { ProductListParams } from '@shop/api-client'

export const categoryKeys = {
  all: () => ['categories'] as const,
  tree: () => [...categoryKeys.all(), 'tree'] as const,
  bySlug: (slug: string) => [...categoryKeys.all(), 'slug', slug] as const,
  products: (id: string, params: ProductListParams) =>
    [...categoryKeys.all(), id, 'products', params] as const,
}
