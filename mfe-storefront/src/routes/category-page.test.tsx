import type { CategoryDto, CategoryNode, ProductDto, ProductFacets } from '@shop/domain'
import { screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { glove } from '../test/products'
import { ratesAnswer, renderPage, settingsAnswer } from '../test/render-page'
import { CategoryPage } from './category-page'

function category(id: string, slug: string, name: string, parent: string | null): CategoryDto {
  return {
    _id: id,
    slug,
    name: { tr: name },
    description: {},
    image: null,
    parentCategory: parent,
    sortOrder: 0,
    isActive: true,
    productCount: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  }
}

const root = category('c-root', 'implantoloji', 'İmplantoloji', null)
const child = category('c-child', 'implant-sistemleri', 'İmplant Sistemleri', 'c-root')
const other = category('c-other', 'endodonti', 'Endodonti', null)
const tree: CategoryNode[] = [
  { ...root, subcategories: [{ ...child, subcategories: [] }] },
  { ...other, subcategories: [] },
]
const facets: ProductFacets = {
  total: 1,
  inStock: 4,
  onSale: 2,
  featured: 1,
  categories: [
    { categoryId: 'c-root', count: 1 },
    { categoryId: 'c-child', count: 3 },
    { categoryId: 'c-other', count: 9 },
  ],
}
const implant: ProductDto = {
  ...glove,
  _id: 'p1',
  slug: 'implant',
  sku: 'IMP-001',
  name: { tr: 'Konik İmplant' },
  price: 1500,
  stock: 4,
}

/** A query string with its parameters in name order, so the order they were added in does not matter. */
const sorted = (query: string) => {
  const params = new URLSearchParams(query)
  params.sort()
  return params.toString()
}

const listQueries: string[] = []
const facetQueries: string[] = []
const server = setupServer(
  settingsAnswer(),
  ratesAnswer({}),
  http.get('*/api/categories/slug/implantoloji', () =>
    HttpResponse.json({
      success: true,
      data: { category: { ...root, subcategories: [child], ancestors: [] } },
    }),
  ),
  http.get('*/api/categories/tree', () => HttpResponse.json({ success: true, data: { categories: tree } })),
  http.get('*/api/products/facets', ({ request }) => {
    facetQueries.push(sorted(new URL(request.url).search))
    return HttpResponse.json({ success: true, data: { facets } })
  }),
  http.get('*/api/products', ({ request }) => {
    listQueries.push(sorted(new URL(request.url).search))
    return HttpResponse.json({
      success: true,
      data: { products: [implant] },
      pagination: { page: 1, limit: 20, total: 1, pages: 1 },
    })
  }),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  listQueries.length = 0
  facetQueries.length = 0
})
afterAll(() => server.close())

describe('CategoryPage products with filters', () => {
  it('lists and counts within the category, with the URL’s filters and sort', async () => {
    renderPage({
      path: '/category/implantoloji?inStock=true&sort=price&order=asc',
      route: '/category/:slug',
      element: <CategoryPage />,
    })
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Konik İmplant' }, { timeout: 4000 }),
    ).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'Bu kategorideki ürünler' })).toBeTruthy()
    expect(listQueries).toContain('category=c-root&inStock=true&order=asc&sort=price')
    await waitFor(() => expect(facetQueries).toContain('category=c-root&inStock=true'))
  })

  it('offers its subcategories (not other categories) with subtree counts, keeping the filters', async () => {
    renderPage({
      path: '/category/implantoloji?inStock=true&page=2',
      route: '/category/:slug',
      element: <CategoryPage />,
    })
    const whole = await screen.findByRole('link', { name: 'Tümü: İmplantoloji (4)' })
    expect(whole.getAttribute('aria-current')).toBe('true')
    const sub = screen.getByRole('link', { name: 'İmplant Sistemleri (3)' })
    expect(sub.getAttribute('href')).toBe('/category/implant-sistemleri?inStock=true')
    expect(screen.queryByRole('link', { name: /Endodonti/ })).toBeNull()
    // The category is the page's own: it is not one of the filters to count or clear.
    expect(screen.getByRole('button', { name: 'Tümünü temizle' })).toBeTruthy()
  })
})
