import { type CartItem, cartItemsAtom, cartTotalsAtom } from '@shop/state'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setupServer } from 'msw/node'
import { toast } from 'sonner'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { quoteServer } from '../features/cart/test/quote-server'
import { ratesAnswer, renderPage, settingsAnswer } from '../test/render-page'
import { CartPage } from './cart-page'

const mirror: CartItem = {
  productId: 'p1',
  slug: 'agiz-aynasi',
  name: { tr: 'Ağız Aynası', en: 'Mouth Mirror' },
  price: 100,
  discountPrice: 80,
  image: '',
  stock: 2,
  quantity: 1,
}
const gloves: CartItem = {
  productId: 'p2',
  slug: 'eldiven',
  name: { tr: 'Nitril Eldiven' },
  price: 40,
  discountPrice: null,
  image: '',
  stock: 10,
  quantity: 1,
}

/** The server holds the same prices and stock the cart does; the flagged cases live in cart-check.test.tsx. */
const SHIPPING = {
  freeShippingThreshold: 150,
  standardShippingCost: 15,
  expressShippingCost: 0,
  taxRatePercent: 18,
}
const sameAsCart = () =>
  quoteServer({ p1: { price: 100, discountPrice: 80, stock: 2 }, p2: { price: 40, stock: 10 } }, SHIPPING)
    .handler

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  vi.spyOn(toast, 'success')
  vi.spyOn(toast, 'error')
  server.use(
    sameAsCart(),
    settingsAnswer({
      shipping: SHIPPING,
      whatsapp: { isEnabled: true, phoneNumber: '+90 532 123 45 67', message: {} },
    }),
    ratesAnswer({ USD: 40, EUR: 50 }),
  )
})
afterEach(() => {
  server.resetHandlers()
  vi.restoreAllMocks()
})
afterAll(() => server.close())

const cartPage = (cart: CartItem[], currency: 'TRY' | 'USD' = 'TRY') =>
  renderPage({ path: '/cart', route: '/cart', element: <CartPage />, cart, currency })

describe('cart page', () => {
  it("lists the lines with the discounted price and the server's totals with VAT and the free-shipping hint", async () => {
    cartPage([mirror, gloves])
    expect(screen.getAllByTestId('cart-row')).toHaveLength(2)
    // 120 + 15 shipping = 135; VAT 18% = 24,30.
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('159,30 ₺'))
    expect(screen.getByTestId('cart-subtotal').textContent).toBe('120,00 ₺')
    expect(screen.getByTestId('cart-tax').textContent).toBe('24,30 ₺')
    expect(screen.getByTestId('free-shipping-hint').textContent).toBe(
      'Ücretsiz kargo için sepetinize 30,00 ₺ değerinde ürün daha ekleyin.',
    )
    expect(screen.queryByText(/ödeme adımında eklenir/)).toBeNull()
    expect(screen.queryByTestId('cart-row-flags')).toBeNull()
    expect(screen.getByRole('link', { name: 'Siparişi tamamla' }).getAttribute('href')).toBe('/checkout')
  })

  it('names the tax rate the settings give on the VAT line', async () => {
    const rule = { ...SHIPPING, taxRatePercent: 8.5 }
    server.use(
      settingsAnswer({ shipping: rule }),
      quoteServer({ p1: { price: 100, discountPrice: 80, stock: 2 } }, rule).handler,
    )
    cartPage([mirror])
    expect(await screen.findByText('KDV (%8,5)')).toBeTruthy()
  })

  it('raises a quantity, recomputes the totals, and refuses more than the stock', async () => {
    const { store } = cartPage([mirror, gloves])
    const row = screen.getAllByTestId('cart-row')[0] as HTMLElement
    await userEvent.click(within(row).getByRole('button', { name: 'Adedi artır' }))
    expect(store.get(cartTotalsAtom)).toEqual({ itemCount: 3, subtotal: 200 })
    await waitFor(() => expect(screen.getByTestId('cart-subtotal').textContent).toBe('200,00 ₺'))
    await waitFor(() =>
      expect(screen.getByTestId('free-shipping-hint').textContent).toBe('Tebrikler, kargonuz ücretsiz!'),
    )

    await userEvent.click(within(row).getByRole('button', { name: 'Adedi artır' }))
    expect(toast.error).toHaveBeenCalledWith('Maksimum 2 adet ekleyebilirsiniz', expect.anything())
    expect(store.get(cartItemsAtom)[0]?.quantity).toBe(2)
  })

  it('removes a line at quantity 0 and by its remove button, with the toast', async () => {
    const { store } = cartPage([mirror, gloves])
    const first = screen.getAllByTestId('cart-row')[0] as HTMLElement
    await userEvent.click(within(first).getByRole('button', { name: 'Adedi azalt' }))
    expect(store.get(cartItemsAtom).map((item) => item.productId)).toEqual(['p2'])
    expect(toast.success).toHaveBeenCalledWith('Ürün sepetten çıkarıldı', expect.anything())
    await userEvent.click(screen.getByRole('button', { name: 'Kaldır: Nitril Eldiven' }))
    expect(store.get(cartItemsAtom)).toEqual([])
    expect(screen.getByText('Sepetiniz boş')).toBeTruthy()
  })

  it('clears the cart and shows the empty state with a continue-shopping link', async () => {
    cartPage([mirror, gloves])
    await userEvent.click(screen.getByRole('button', { name: 'Sepeti temizle' }))
    expect(toast.success).toHaveBeenCalledWith('Sepet temizlendi', expect.anything())
    expect(screen.getByRole('link', { name: 'Alışverişe devam et' }).getAttribute('href')).toBe('/products')
  })

  it('shows the totals in dollars once the rates arrive', async () => {
    cartPage([mirror, gloves], 'USD')
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('$3,98'))
    expect(screen.getByTestId('cart-subtotal').textContent).toBe('$3,00')
  })

  it('writes the cart into the WhatsApp order message', async () => {
    cartPage([{ ...mirror, quantity: 2 }])
    const link = await screen.findByTestId('whatsapp-order')
    const url = new URL(link.getAttribute('href') ?? '')
    expect(url.origin + url.pathname).toBe('https://wa.me/905321234567')
    expect(url.searchParams.get('text')).toBe(
      'Merhaba, aşağıdaki ürünleri sipariş etmek istiyorum:\n\n2 x Ağız Aynası - 160,00 ₺\n\nAra toplam: 160,00 ₺',
    )
  })
})
