import { FACET_COUNT_CAP, type Pagination, type ProductDto, type ProductFacets } from '@shop/domain'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { glove } from '../test/products'
import { ratesAnswer, renderPage, settingsAnswer } from '../test/render-page'
import { ProductsPage } from './products-page'

let answer: { products: ProductDto[]; pagination: Pagination }
const requestedPages: (string | null)[] = []
const listQueries: string[] = []
let facetsFail = false
const facets: ProductFacets = {
  total: 1,
  inStock: 7,
  onSale: 3,
  featured: 2,
  categories: [
    { categoryId: 'c-root', count: 2 },
    { categoryId: 'c-child', count: 4 },
  ],
}
const tree = [
  {
    _id: 'c-root',
    slug: 'dolgu',
    name: { tr: 'Dolgu' },
    subcategories: [{ _id: 'c-child', slug: 'kompozit', name: { tr: 'Kompozit' }, subcategories: [] }],
  },
]
const server = setupServer(
  settingsAnswer(),
  ratesAnswer({}),
  http.get('*/api/categories/tree', () => HttpResponse.json({ success: true, data: { categories: tree } })),
  http.get('*/api/products/facets', () =>
    facetsFail
      ? HttpResponse.json({ success: false, message: 'down' }, { status: 500 })
      : HttpResponse.json({ success: true, data: { facets } }),
  ),
  http.get('*/api/products', ({ request }) => {
    const url = new URL(request.url)
    listQueries.push(url.searchParams.toString())
    requestedPages.push(url.searchParams.get('page'))
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
  listQueries.length = 0
  facetsFail = false
  vi.restoreAllMocks()
})
afterAll(() => server.close())

/** A phone's width: no media query of the wide layout matches, so the filters live in the drawer. */
function onAPhone() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: false,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as never,
  )
}

const renderList = (path: string, language: 'tr' | 'en' = 'tr') =>
  renderPage({ path, route: '/products', element: <ProductsPage />, language })

describe('ProductsPage count', () => {
  it('says "1.000+" when the API counted no further than the lookahead', async () => {
    answer = {
      products: [glove],
      pagination: { page: 1, limit: 20, total: 1000, pages: 50, totalIsLowerBound: true },
    }
    renderList('/products')
    expect((await screen.findByTestId('product-count')).textContent).toBe('1.000+ ürün bulundu')
  })

  it('words it in English', async () => {
    answer = {
      products: [glove],
      pagination: { page: 1, limit: 20, total: 1000, pages: 50, totalIsLowerBound: true },
    }
    renderList('/products', 'en')
    expect((await screen.findByTestId('product-count')).textContent).toBe('1,000+ products found')
  })
})

describe('ProductsPage at the end of a search ranked by relevance', () => {
  const lastRanked = { page: 50, limit: 20, total: 1000, pages: 50, totalIsLowerBound: true } as const
  const note =
    'En uygun 1.000 sonuç gösterildi. Daha fazlası için aramanızı daraltın, bir filtre seçin ya da başka bir sıralama deneyin.'

  it('says why there is no next page though more products match', async () => {
    answer = { products: [glove], pagination: lastRanked }
    renderList('/products?q=implant&page=50')
    expect(await screen.findByText(note)).toBeTruthy()
  })

  it('says nothing on an earlier page, on a search sorted otherwise or when every match is shown', async () => {
    for (const [path, pagination] of [
      ['/products?q=implant&page=49', { ...lastRanked, page: 49 }],
      ['/products?q=implant&page=50&sort=price&order=asc', lastRanked],
      ['/products?q=implant&page=3', { page: 3, limit: 20, total: 48, pages: 3 }],
    ] as const) {
      answer = { products: [glove], pagination }
      const { unmount } = renderList(path)
      await screen.findByTestId('product-count')
      expect(screen.queryByText(note), path).toBeNull()
      unmount()
    }
  })
})

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

describe('ProductsPage sort and filters', () => {
  const onePage = () => {
    answer = { products: [glove], pagination: { page: 1, limit: 20, total: 1, pages: 1 } }
  }

  it('shows counts beside the options and puts every change in the list call', async () => {
    onePage()
    renderList('/products?q=eldiven&page=2')
    const stock = await screen.findByRole('checkbox', { name: /Yalnızca stoktakiler/ })
    await screen.findByText('(7)')
    expect(screen.getByText('(3)')).toBeTruthy()
    // Dolgu counts its own products and its subcategory's.
    expect((await screen.findByRole('link', { name: 'Dolgu (6)' })).getAttribute('href')).toBe(
      '/products?q=eldiven&category=dolgu',
    )
    fireEvent.click(stock)
    await waitFor(() => expect(listQueries.at(-1)).toBe('q=eldiven&inStock=true'))
    fireEvent.change(screen.getByRole('combobox', { name: 'Sırala' }), { target: { value: 'price-asc' } })
    await waitFor(() => expect(listQueries.at(-1)).toBe('q=eldiven&inStock=true&sort=price&order=asc'))
    fireEvent.change(screen.getByLabelText('En düşük'), { target: { value: '10' } })
    fireEvent.change(screen.getByLabelText('En yüksek'), { target: { value: '99,5' } })
    fireEvent.click(screen.getByRole('button', { name: 'Uygula' }))
    await waitFor(() =>
      expect(listQueries.at(-1)).toBe(
        'q=eldiven&inStock=true&minPrice=10&maxPrice=99.5&sort=price&order=asc',
      ),
    )
  })

  it('reads a count beyond the facets cap as "1.000+", in either language', async () => {
    onePage()
    server.use(
      http.get('*/api/products/facets', () =>
        HttpResponse.json({ success: true, data: { facets: { ...facets, inStock: FACET_COUNT_CAP + 1 } } }),
      ),
    )
    const { unmount } = renderList('/products')
    expect(await screen.findByRole('checkbox', { name: 'Yalnızca stoktakiler (1.000+)' })).toBeTruthy()
    expect(screen.getByRole('checkbox', { name: 'Yalnızca indirimdekiler (3)' })).toBeTruthy()
    unmount()
    renderList('/products', 'en')
    expect(await screen.findByRole('checkbox', { name: 'In stock only (1,000+)' })).toBeTruthy()
  })

  it("reads a broad search's sampled counts as lower bounds and leaves an unseen option without one", async () => {
    onePage()
    const sampled: ProductFacets = {
      total: FACET_COUNT_CAP + 1,
      inStock: 700,
      onSale: 0,
      featured: 0,
      categories: [{ categoryId: 'c-child', count: 4 }],
      countsAreLowerBounds: true,
    }
    server.use(
      http.get('*/api/products/facets', () =>
        HttpResponse.json({ success: true, data: { facets: sampled } }),
      ),
    )
    renderList('/products?q=implant')
    expect(await screen.findByRole('checkbox', { name: 'Yalnızca stoktakiler (700+)' })).toBeTruthy()
    // None among the newest matches is not none at all: no count rather than "(0)".
    expect(screen.getByRole('checkbox', { name: 'Yalnızca indirimdekiler' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Tüm kategoriler (1.000+)' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Dolgu (4+)' })).toBeTruthy()
  })

  it('keeps a filter set a moment before a sort: both changes land in the address', async () => {
    onePage()
    renderList('/products?q=eldiven')
    const stock = await screen.findByRole('checkbox', { name: /Yalnızca stoktakiler/ })
    const sort = screen.getByRole('combobox', { name: 'Sırala' })
    // One act: the sort is chosen before the router has rendered the filter's navigation.
    act(() => {
      fireEvent.click(stock)
      fireEvent.change(sort, { target: { value: 'price-asc' } })
    })
    await waitFor(() => expect(listQueries.at(-1)).toBe('q=eldiven&inStock=true&sort=price&order=asc'))
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Yalnızca stoktakiler/ }).checked).toBe(
      true,
    )
  })

  it('explains a refused price range instead of calling the list', async () => {
    onePage()
    renderList('/products')
    fireEvent.change(await screen.findByLabelText('En düşük'), { target: { value: '50' } })
    fireEvent.change(screen.getByLabelText('En yüksek'), { target: { value: '5' } })
    const calls = listQueries.length
    fireEvent.click(screen.getByRole('button', { name: 'Uygula' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'En düşük fiyat en yüksek fiyattan büyük olamaz',
    )
    expect(listQueries.length).toBe(calls)
  })

  it('clears every filter and the sort but keeps the search term', async () => {
    onePage()
    renderList('/products?q=frez&inStock=true&sale=true&minPrice=5&sort=name&order=asc')
    expect(
      (await screen.findByRole<HTMLInputElement>('checkbox', { name: /Yalnızca indirimdekiler/ })).checked,
    ).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Tümünü temizle' }))
    await waitFor(() => expect(listQueries.at(-1)).toBe('q=frez'))
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Yalnızca stoktakiler/ }).checked).toBe(
      false,
    )
    expect(screen.queryByRole('button', { name: 'Tümünü temizle' })).toBeNull()
  })

  it('keeps the controls working without counts when the facets call fails', async () => {
    facetsFail = true
    onePage()
    renderList('/products')
    const sale = await screen.findByRole('checkbox', { name: 'Yalnızca indirimdekiler' })
    await screen.findByRole('link', { name: 'Dolgu' })
    fireEvent.click(sale)
    await waitFor(() => expect(listQueries.at(-1)).toBe('sale=true'))
  })

  it('opens the filters in a labelled drawer on a phone', async () => {
    onAPhone()
    onePage()
    renderList('/products?inStock=true')
    const open = await screen.findByRole('button', { name: /Filtrele/ })
    expect(open.textContent).toContain('1')
    fireEvent.click(open)
    const dialog = await screen.findByRole('dialog', { name: 'Filtreler' })
    expect(within(dialog).getByRole('checkbox', { name: /Yalnızca stoktakiler/ })).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kapat' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('stays open when the close event of its last closing arrives after it was opened again', async () => {
    onAPhone()
    onePage()
    renderList('/products')
    const open = await screen.findByRole('button', { name: /Filtrele/ })
    fireEvent.click(open)
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Filtreler' })).getByRole('button', { name: 'Kapat' }),
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // A key press can run before the browser's queued close event (a CI run pressed Enter that fast).
    fireEvent.click(open)
    const dialog = await screen.findByRole('dialog', { name: 'Filtreler' })
    fireEvent(dialog, new Event('close'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.getByRole('dialog', { name: 'Filtreler' })).toBeTruthy()
  })

  it('offers the drawer\'s results as "1.000+" when the list counted no further', async () => {
    onAPhone()
    answer = {
      products: [glove],
      pagination: { page: 1, limit: 20, total: 1000, pages: 50, totalIsLowerBound: true },
    }
    renderList('/products')
    fireEvent.click(await screen.findByRole('button', { name: /Filtrele/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Filtreler' })
    expect(await within(dialog).findByRole('button', { name: '1.000+ ürünü göster' })).toBeTruthy()
  })
})
