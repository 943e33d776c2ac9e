import { productFacetQueries, productQueries, settingsQueries, usePublicSettings } from '@shop/api-client'
import { defaultSettings, toPublicSettings } from '@shop/domain'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import { setupServer } from 'msw/node'
import type { ReactNode } from 'react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  bootKeys,
  BOOT_ELEMENT_ID as WORKER_BOOT_ELEMENT_ID,
} from '../../../../../api-worker/src/seo/boot-keys'
import { categoryBySlugQuery } from '../../../../../mfe-storefront/src/features/categories/api/get-category-by-slug'
import { categoryTreeQuery } from '../../../../../mfe-storefront/src/features/categories/api/get-category-tree'
import {
  productDetailQuery,
  useProductDetail,
} from '../../../../../mfe-storefront/src/features/products/api/get-product'
import { productSectionQuery } from '../../../../../mfe-storefront/src/features/products/api/list-product-section'
import { BOOT_ELEMENT_ID, seedBootData } from './seed-boot-data'

// Any request at all fails the test: seeded hooks must not call the API.
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

const SETTINGS = {
  ...toPublicSettings(defaultSettings()),
  siteName: { tr: 'Dental Depo', en: 'Dental Store' },
}
const DETAIL = { product: { _id: 'p1', slug: 'ege-seti', name: { tr: 'Eğe Seti' } }, relatedProducts: [] }
const CARDS = [{ _id: 'p2', slug: 'ayna' }]
const TREE = [{ _id: 'c1', slug: 'endodonti', subcategories: [] }]
const LIST = { products: CARDS, pagination: { page: 1, total: 1 } }

/** The boot block as the worker writes it, keyed by the worker's own key builders. */
function writeBootBlock(
  queries: { key: readonly unknown[]; data: unknown }[],
  text = JSON.stringify({ queries }),
) {
  const element = document.createElement('script')
  element.type = 'application/json'
  element.id = BOOT_ELEMENT_ID
  element.textContent = text
  document.body.prepend(element)
}

function wrapper(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
}

describe('seedBootData', () => {
  it('reads the element the worker writes', () => {
    expect(BOOT_ELEMENT_ID).toBe(WORKER_BOOT_ELEMENT_ID)
  })

  it('puts every inlined answer under the key its hook reads, then removes the block', () => {
    writeBootBlock([
      { key: bootKeys.settings(), data: SETTINGS },
      { key: bootKeys.productDetail('ege-seti'), data: DETAIL },
      { key: bootKeys.section('featured', 8), data: CARDS },
      { key: bootKeys.categoryTree(), data: TREE },
      { key: bootKeys.categoryBySlug('endodonti'), data: TREE[0] },
      { key: bootKeys.productList({}), data: LIST },
      { key: bootKeys.productList({ category: 'c1' }), data: LIST },
      { key: bootKeys.productFacets({ category: 'c1' }), data: { categories: [] } },
    ])
    const client = new QueryClient()
    expect(seedBootData(client)).toBe(8)
    expect(document.getElementById(BOOT_ELEMENT_ID)).toBeNull()

    // The key factories the hooks use, not the worker's spelling of them.
    expect(client.getQueryData(settingsQueries.public().queryKey)).toEqual(SETTINGS)
    expect(client.getQueryData(productDetailQuery('ege-seti').queryKey)).toEqual(DETAIL)
    expect(client.getQueryData(productSectionQuery('featured').queryKey)).toEqual(CARDS)
    expect(client.getQueryData(categoryTreeQuery().queryKey)).toEqual(TREE)
    expect(client.getQueryData(categoryBySlugQuery('endodonti').queryKey)).toEqual(TREE[0])
    expect(client.getQueryData(productQueries.list({}, 'tr').queryKey)).toEqual(LIST)
    expect(client.getQueryData(productQueries.list({ category: 'c1' }, 'en').queryKey)).toEqual(LIST)
    expect(client.getQueryData(productFacetQueries.facets({ category: 'c1' }).queryKey)).toEqual({
      categories: [],
    })
  })

  it('lets the hooks render the seeded answers at once, without a request', () => {
    writeBootBlock([
      { key: bootKeys.settings(), data: SETTINGS },
      { key: bootKeys.productDetail('ege-seti'), data: DETAIL },
    ])
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } })
    seedBootData(client)
    const detail = renderHook(() => useProductDetail('ege-seti'), { wrapper: wrapper(client) })
    expect(detail.result.current.isSuccess).toBe(true)
    expect(detail.result.current.isFetching).toBe(false)
    expect(detail.result.current.data).toEqual(DETAIL)
    const settings = renderHook(() => usePublicSettings(), { wrapper: wrapper(client) })
    expect(settings.result.current.settings.siteName).toEqual({ tr: 'Dental Depo', en: 'Dental Store' })
    expect(settings.result.current.query.isFetching).toBe(false)
  })

  it('seeds nothing from a missing or malformed block, and still removes it', () => {
    const client = new QueryClient()
    expect(seedBootData(client)).toBe(0)
    writeBootBlock([], '{"queries": [')
    expect(seedBootData(client)).toBe(0)
    expect(document.getElementById(BOOT_ELEMENT_ID)).toBeNull()
    writeBootBlock([], JSON.stringify({ queries: [{ key: 'not-a-key', data: 1 }, { key: ['x'] }] }))
    expect(seedBootData(client)).toBe(0)
    expect(client.getQueryCache().getAll()).toHaveLength(0)
  })
})
