import { loadToasts } from '../core/notify'
// @vitest-environment happy-dom

import type { ProductFacets } from '@shop/domain'
import { QueryClient } from '@tanstack/react-query'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { toast } from 'sonner'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { productFacetQueries } from '../queries/product-facet-queries'
import { productQueries } from '../queries/product-queries'
import { getProductFacets } from './product-facets'

// sonner is fetched on demand in the app; here it is in before the first toast, as after a page's first render.
await loadToasts()

const facets: ProductFacets = {
  total: 3,
  inStock: 2,
  onSale: 1,
  featured: 1,
  categories: [{ categoryId: 'c1', count: 3 }],
}
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  vi.restoreAllMocks()
})
afterAll(() => server.close())

describe('getProductFacets', () => {
  it('sends the filters as the query string and answers the counts', async () => {
    let asked = ''
    server.use(
      http.get('*/api/products/facets', ({ request }) => {
        asked = new URL(request.url).search
        return HttpResponse.json({ success: true, data: { facets } })
      }),
    )
    expect(await getProductFacets({ q: 'frez', minPrice: 10, inStock: true, category: undefined })).toEqual(
      facets,
    )
    expect(new URLSearchParams(asked).toString()).toBe('q=frez&minPrice=10&inStock=true')
  })

  it('is keyed under the products root and fails without a toast', async () => {
    expect(productFacetQueries.facets({ sale: true }).queryKey.slice(0, 1)).toEqual(productQueries.all())
    vi.spyOn(toast, 'error')
    server.use(
      http.get('*/api/products/facets', () => HttpResponse.json({ success: false }, { status: 500 })),
    )
    await expect(
      new QueryClient().fetchQuery({ ...productFacetQueries.facets({}), retry: false }),
    ).rejects.toThrow()
    expect(toast.error).not.toHaveBeenCalled()
  })
})
