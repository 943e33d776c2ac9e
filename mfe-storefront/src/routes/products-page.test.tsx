import type { Pagination, ProductDto } from '@shop/domain'
import { screen } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ratesAnswer, renderPage, settingsAnswer } from '../test/render-page'
import { ProductsPage } from './products-page'

const glove: ProductDto = {
  _id: 'p1',
  slug: 'nitril-eldiven',
  sku: 'ELD-001',
  name: { tr: 'Nitril Eldiven', en: 'Nitrile Gloves' },
  shortDescription: {},
  description: {},
  price: 120,
  discountPrice: null,
  stock: 40,
  isInStock: true,
  isActive: true,
  isFeatured: false,
  images: [],
  videos: [],
  specifications: [],
  category: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
}

let answer: { products: ProductDto[]; pagination: Pagination }
const requestedPages: (string | null)[] = []
const server = setupServer(
  settingsAnswer(),
  ratesAnswer({}),
  http.get('*/api/products', ({ request }) => {
    requestedPages.push(new URL(request.url).searchParams.get('page'))
    return HttpResponse.json({
      success: true,
      data: { products: answer.products },
      pagination: answer.pagination,
    })
  }),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  requestedPages.length = 0
})
afterAll(() => server.close())

const renderList = (path: string, language: 'tr' | 'en' = 'tr') =>
  renderPage({ path, route: '/products', element: <ProductsPage />, language })

describe('ProductsPage past the last page', () => {
  it('says the page has no products, names the last page and links to it with the other parameters kept', async () => {
    answer = { products: [], pagination: { page: 9, limit: 20, total: 64, pages: 4 } }
    renderList('/products?q=eldiven&page=9')
    expect(await screen.findByText('Bu sayfada ürün yok; son sayfa 4')).toBeTruthy()
    expect(requestedPages).toContain('9')
    expect(screen.getByTestId('product-count').textContent).toBe('64 ürün bulundu')
    const link = screen.getByRole('link', { name: 'Son sayfaya git (4)' })
    expect(link.getAttribute('href')).toBe('/products?q=eldiven&page=4')
    expect(screen.queryByText('Aradığınız kriterlere uygun ürün bulunamadı')).toBeNull()
  })

  it('words it in English for an English shopper', async () => {
    answer = { products: [], pagination: { page: 7, limit: 20, total: 21, pages: 2 } }
    renderList('/products?page=7', 'en')
    expect(await screen.findByText('There are no products on this page; the last page is 2')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to the last page (2)' }).getAttribute('href')).toBe(
      '/products?page=2',
    )
  })

  it('keeps the no-results state when nothing matches at all', async () => {
    answer = { products: [], pagination: { page: 1, limit: 20, total: 0, pages: 1 } }
    renderList('/products?q=yokboyle')
    expect(await screen.findByText('Aradığınız kriterlere uygun ürün bulunamadı')).toBeTruthy()
    expect(screen.queryByText(/son sayfa/)).toBeNull()
  })
})

describe('ProductsPage outline', () => {
  it('heads each product card one level under the page heading', async () => {
    answer = { products: [glove], pagination: { page: 1, limit: 20, total: 1, pages: 1 } }
    renderList('/products')
    expect((await screen.findByRole('heading', { level: 2, name: 'Nitril Eldiven' })).tagName).toBe('H2')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ürünler')
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0)
  })
})
