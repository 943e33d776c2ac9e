import type { Settings } from '@shop/domain'
/**
 * The react-query keys the shop's hooks read the first screen under, spelled the way their key factories spell them
 * (settingsQueries in @shop/api-client, productKeys/categoryKeys in the storefront, productQueries and
 * productFacetQueries for lists): the shell seeds the inlined answers under these keys, so the hooks find them.
 * Plain data on purpose (the worker does not load the clients' code); shell/src/features/boot/lib/seed-boot-data.test
 * proves every key against the real factories.
 */
export type ProductSection = 'featured' | 'new' | 'discounted'
export type ListParams = Record<string, string | number | boolean>

export const bootKeys = {
  settings: () => ['settings', 'public'] as const,
  section: (section: ProductSection, limit: number) => ['products', 'section', section, limit] as const,
  productDetail: (idOrSlug: string) => ['products', 'detail', idOrSlug] as const,
  productList: (params: ListParams) => ['products', 'list', params] as const,
  productFacets: (filters: ListParams) => ['products', 'facets', filters] as const,
  categoryTree: () => ['categories', 'tree'] as const,
  categoryBySlug: (slug: string) => ['categories', 'slug', slug] as const,
}

/** One answer the first screen asks for, under its query key. */
export interface BootQuery {
  key: readonly unknown[]
  data: unknown
}

/** The `#shop-boot` document: the first screen's answers. */
export interface BootData {
  queries: BootQuery[]
}

/** The id of the JSON script element the worker writes and the shell reads once. */
export const BOOT_ELEMENT_ID = 'shop-boot'

/** The inlined answer under a query key, or undefined when the page does not carry it. */
export function inlinedAnswer(boot: BootData, key: readonly unknown[]): unknown {
  const wanted = JSON.stringify(key)
  return boot.queries.find((query) => JSON.stringify(query.key) === wanted)?.data
}

/** The public settings the page inlined, or null when it carries none. */
export function inlinedSettings(boot: BootData): Settings | null {
  return (inlinedAnswer(boot, bootKeys.settings()) as Settings | undefined) ?? null
}
