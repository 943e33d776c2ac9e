import { defaultSettings, type ProductDto } from '@shop/domain'
import { cartItemsAtom } from '@shop/state'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setupServer } from 'msw/node'
import { toast } from 'sonner'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ratesAnswer, renderPage, settingsAnswer } from '../../../test/render-page'
import { ProductGrid } from './product-grid'

const base: ProductDto = {
  _id: 'p1',
  slug: 'kompozit',
  sku: 'RST-001',
  name: { tr: 'Nano Kompozit', en: 'Nano Composite' },
  shortDescription: {},
  description: {},
  price: 1250,
  discountPrice: 999.9,
  stock: 1,
  isInStock: true,
  isActive: true,
  isFeatured: true,
  images: [],
  videos: [],
  specifications: [],
  category: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
}
const unpriced: ProductDto = {
  ...base,
  _id: 'p2',
  slug: 'fiyatsiz',
  price: 0,
  discountPrice: null,
  isFeatured: false,
}
const soldOut: ProductDto = {
  ...base,
  _id: 'p3',
  slug: 'tukendi',
  stock: 0,
  isInStock: false,
  discountPrice: null,
}

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  vi.spyOn(toast, 'success')
  vi.spyOn(toast, 'error')
})
afterEach(() => {
  server.resetHandlers()
  vi.restoreAllMocks()
})
afterAll(() => server.close())

const grid = (currency: 'TRY' | 'USD' | 'EUR', language: 'tr' | 'en' = 'tr') =>
  renderPage({
    path: '/',
    route: '/',
    element: <ProductGrid products={[base, unpriced, soldOut]} />,
    currency,
    language,
  })

const card = (index: number) => screen.getAllByTestId('product-card')[index] as HTMLElement

describe('price display in the product grid', () => {
  it('shows lira in Turkish format with the symbol from settings, the original struck through', async () => {
    server.use(
      settingsAnswer({ currency: { code: 'TRY', symbol: '₺', position: 'before' } }),
      ratesAnswer({}),
    )
    grid('TRY')
    await waitFor(() => expect(within(card(0)).getByText('₺999,90')).toBeTruthy())
    expect(card(0).querySelector('s')?.textContent).toBe('Eski fiyat: ₺1.250,00')
    expect(within(card(0)).getByText('%20 indirim')).toBeTruthy()
    expect(within(card(1)).getByText('Fiyat bilgisi yok')).toBeTruthy()
  })

  it('converts into the chosen currency with the polled rate, and stays in lira without one', async () => {
    server.use(settingsAnswer(), ratesAnswer({ USD: 40 }))
    grid('USD', 'en')
    await waitFor(() => expect(within(card(0)).getByText('$25.00')).toBeTruthy())
    expect(within(card(0)).getByRole('heading').textContent).toBe('Nano Composite')
    server.use(ratesAnswer({ USD: 40 }))
    grid('EUR')
    await waitFor(() => expect(within(card(3)).getByText('999,90 ₺')).toBeTruthy())
  })

  it('adds to the cart with the toast, refuses more than the stock, and cannot add a sold-out product', async () => {
    server.use(settingsAnswer(), ratesAnswer({}))
    const { store } = grid('TRY')
    await userEvent.click(within(card(0)).getByRole('button', { name: 'Sepete Ekle' }))
    expect(toast.success).toHaveBeenCalledWith('Ürün sepete eklendi', expect.anything())
    await userEvent.click(within(card(0)).getByRole('button', { name: 'Sepete Ekle' }))
    expect(toast.error).toHaveBeenCalledWith('Maksimum 1 adet ekleyebilirsiniz', expect.anything())
    expect(store.get(cartItemsAtom)).toMatchObject([{ productId: 'p1', quantity: 1 }])
    expect((within(card(2)).getByRole('button', { name: 'Stokta yok' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
  })
})

describe('card pictures in the product grid', () => {
  it("offers each stored picture's copies, sized for the columns settings give the grid", async () => {
    const settings = defaultSettings()
    const gridColumns = { mobile: 1, tablet: 2, desktop: 5 }
    server.use(
      settingsAnswer({ ui: { ...settings.ui, productCard: { ...settings.ui.productCard, gridColumns } } }),
      ratesAnswer({}),
    )
    const stored = { ...base, images: ['/media/products/kompozit.png'] }
    const outside = { ...unpriced, images: ['https://cdn.example/fiyatsiz.png'] }
    renderPage({
      path: '/',
      route: '/',
      element: <ProductGrid products={[stored, outside]} />,
      currency: 'TRY',
    })
    await waitFor(() => expect(card(0).querySelector('img')?.getAttribute('sizes')).toContain('/ 5)'))
    const picture = card(0).querySelector('img')
    expect(picture?.getAttribute('srcset')).toBe(
      '/media/products/kompozit.png?w=400 400w, /media/products/kompozit.png?w=800 800w, ' +
        '/media/products/kompozit.png 1600w',
    )
    expect(picture?.getAttribute('sizes')).toBe(
      '(min-width: 80rem) calc(80rem / 5), (min-width: 64rem) calc(100vw / 5), ' +
        '(min-width: 48rem) calc(100vw / 2), calc(100vw / 1)',
    )
    // An outside address has no copies: the picture is asked for as it is.
    expect(card(1).querySelector('img')?.hasAttribute('srcset')).toBe(false)
    expect(card(1).querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/fiyatsiz.png')
  })
})
