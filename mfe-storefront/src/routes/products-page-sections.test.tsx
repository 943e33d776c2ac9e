import type { ProductFacets } from '@shop/domain'
import { pageTitleAtom } from '@shop/state'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { glove } from '../test/products'
import { ratesAnswer, renderPage, settingsAnswer } from '../test/render-page'
import { ProductsPage } from './products-page'

const facets: ProductFacets = { total: 1, inStock: 1, onSale: 0, featured: 6, categories: [] }
const listQueries: string[] = []
const server = setupServer(
  settingsAnswer(),
  ratesAnswer({}),
  http.get('*/api/categories/tree', () => HttpResponse.json({ success: true, data: { categories: [] } })),
  http.get('*/api/products/facets', () => HttpResponse.json({ success: true, data: { facets } })),
  http.get('*/api/products', ({ request }) => {
    listQueries.push(new URL(request.url).searchParams.toString())
    return HttpResponse.json({
      success: true,
      data: { products: [glove] },
      pagination: { page: 1, limit: 20, total: 1, pages: 1 },
    })
  }),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  listQueries.length = 0
  vi.restoreAllMocks()
})
afterAll(() => server.close())

const renderList = (path: string, language: 'tr' | 'en' = 'tr') =>
  renderPage({ path, route: '/products', element: <ProductsPage />, language })

/** A phone's width: the filters live in the drawer behind 'Filtrele', which shows how many are chosen. */
function onAPhone() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as never,
  )
}

describe("the header's product sections", () => {
  it.each([
    ['/products', 'Ürünler'],
    ['/products?featured=true', 'Öne çıkan ürünler'],
    ['/products?sale=true', 'İndirimli ürünler'],
    ['/products?sort=createdAt&order=desc', 'Yeni ürünler'],
    ['/products?sort=createdAt&order=desc&page=1', 'Yeni ürünler'],
    ['/products?sort=price&order=asc', 'Ürünler'],
    ['/products?q=frez&sort=createdAt&order=desc', '“frez” için arama sonuçları'],
  ])('%s is headed %s, as its header link and page title say', async (path, heading) => {
    const { store } = renderList(path)
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(heading)
    expect(store.get(pageTitleAtom)).toBe(heading)
  })

  it('heads the new products in English too', async () => {
    renderList('/products?sort=createdAt&order=desc', 'en')
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('New arrivals')
  })
})

describe('the featured filter', () => {
  it('counts as a chosen filter on a phone and is cleared from the drawer like the others', async () => {
    onAPhone()
    renderList('/products?featured=true')
    const open = await screen.findByRole('button', { name: /Filtrele/ })
    expect(open.textContent).toBe('Filtrele1, 1 filtre seçili')
    fireEvent.click(open)
    const drawer = await screen.findByRole('dialog', { name: 'Filtreler' })
    const featured = await within(drawer).findByRole<HTMLInputElement>('checkbox', {
      name: 'Yalnızca öne çıkanlar (6)',
    })
    expect(featured.checked).toBe(true)
    fireEvent.click(featured)
    await waitFor(() => expect(listQueries.at(-1)).toBe(''))
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ürünler')
    expect(screen.getByRole('button', { name: /Filtrele/ }).textContent).toBe('Filtrele')
  })

  it('is offered with its count on any list, and chosen from there', async () => {
    renderList('/products?sale=true')
    const featured = await screen.findByRole<HTMLInputElement>('checkbox', {
      name: 'Yalnızca öne çıkanlar (6)',
    })
    expect(featured.checked).toBe(false)
    fireEvent.click(featured)
    await waitFor(() => expect(listQueries.at(-1)).toBe('featured=true&sale=true'))
  })
})
