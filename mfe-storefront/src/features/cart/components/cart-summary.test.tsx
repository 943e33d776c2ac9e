import type { AuthSession, OrderQuote } from '@shop/domain'
import { type CartItem, cartItemsAtom } from '@shop/state'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { CartPage } from '../../../routes/cart-page'
import { ratesAnswer, renderPage, settingsAnswer } from '../../../test/render-page'

const mirror: CartItem = {
  productId: 'p1',
  slug: 'agiz-aynasi',
  name: { tr: 'Ağız Aynası' },
  price: 100,
  discountPrice: null,
  image: '',
  stock: 5,
  quantity: 1,
}
const session: AuthSession = {
  token: 'jwt-musteri',
  user: { _id: 'u1', name: 'Ayşe Yılmaz', email: 'ayse@example.com', role: 'user' },
}

/** The server's quote: the price went up to 110 since the item was added, so the numbers differ from the cart's. */
const quoted: OrderQuote = {
  lines: [
    {
      product: 'p1',
      quantity: 1,
      sku: 'AYN-1',
      price: 110,
      discountPrice: null,
      unitPrice: 110,
      total: 110,
      stock: 5,
      isActive: true,
      problem: null,
      message: null,
    },
  ],
  subtotal: 110,
  shippingCost: 15,
  taxAmount: 22.5,
  taxRatePercent: 18,
  discountAmount: 0,
  totalAmount: 147.5,
  canOrder: true,
}

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => server.use(settingsAnswer(), ratesAnswer({ USD: 40 })))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const summary = () => within(screen.getByRole('complementary', { name: 'Sipariş özeti' }))
const total = () => screen.getByTestId('cart-total').textContent

describe('cart summary with the server quote', () => {
  it("shows the cart's estimate, said to be one, until the server's breakdown with VAT replaces it", async () => {
    let answer: (value: OrderQuote) => void = () => {}
    const sent: unknown[] = []
    server.use(
      http.post('*/api/orders/quote', async ({ request }) => {
        sent.push(await request.json())
        const data = await new Promise<OrderQuote>((resolve) => {
          answer = resolve
        })
        return HttpResponse.json({ success: true, data })
      }),
    )
    renderPage({ path: '/cart', route: '/cart', element: <CartPage />, cart: [mirror], session })

    expect(await summary().findByText(/Güncel fiyatlar ve stok kontrol ediliyor/)).toBeTruthy()
    expect(summary().getByText('Tahmini toplam (KDV hariç)')).toBeTruthy()
    expect(total()).toBe('115,00 ₺')
    await waitFor(() => expect(sent).toEqual([{ items: [{ product: 'p1', quantity: 1 }] }]))

    answer(quoted)
    await waitFor(() => expect(total()).toBe('147,50 ₺'))
    expect(summary().getByText('Toplam')).toBeTruthy()
    expect(screen.getByTestId('cart-subtotal').textContent).toBe('110,00 ₺')
    expect(summary().getByText('KDV (%18)')).toBeTruthy()
    expect(screen.getByTestId('cart-tax').textContent).toBe('22,50 ₺')
    expect(summary().queryByText(/kontrol ediliyor/)).toBeNull()
    expect(summary().queryByText(/ödeme adımında eklenir/)).toBeNull()
  })

  it('says the quote failed beside the estimate, and retries it on request', async () => {
    let fail = true
    server.use(
      http.post('*/api/orders/quote', () =>
        fail
          ? HttpResponse.json({ success: false, message: 'Sunucu hatası' }, { status: 500 })
          : HttpResponse.json({ success: true, data: quoted }),
      ),
    )
    renderPage({ path: '/cart', route: '/cart', element: <CartPage />, cart: [mirror], session })

    const alert = await summary().findByRole('alert')
    expect(alert.textContent).toContain('Güncel toplam alınamadı; gösterilen tutar tahminidir.')
    expect(summary().getByText('Tahmini toplam (KDV hariç)')).toBeTruthy()
    expect(total()).toBe('115,00 ₺')

    fail = false
    await userEvent.click(within(alert).getByRole('button', { name: 'Tekrar dene' }))
    await waitFor(() => expect(total()).toBe('147,50 ₺'))
    expect(summary().queryByRole('alert')).toBeNull()
  })

  it('shows no amounts, and no free shipping, while no line can be ordered as asked', async () => {
    const line = quoted.lines[0] as OrderQuote['lines'][number]
    const refused: OrderQuote = {
      ...quoted,
      lines: [{ ...line, total: 0, stock: 0, problem: 'out_of_stock', message: 'Stokta yok' }],
      subtotal: 0,
      shippingCost: 0,
      taxAmount: 0,
      totalAmount: 0,
      canOrder: false,
    }
    server.use(http.post('*/api/orders/quote', () => HttpResponse.json({ success: true, data: refused })))
    renderPage({ path: '/cart', route: '/cart', element: <CartPage />, cart: [mirror], session })
    expect(
      await summary().findByText(/Sepetteki ürünlerin hiçbiri bu miktarda sipariş edilemiyor/),
    ).toBeTruthy()
    // All zero, shipping "free" and "your shipping is free!" would be said of a cart that cannot be ordered.
    expect(screen.queryByTestId('cart-total')).toBeNull()
    expect(screen.queryByTestId('cart-shipping')).toBeNull()
    expect(screen.queryByTestId('free-shipping-hint')).toBeNull()
    expect(summary().queryByText('Fiyat bilgisi yok')).toBeNull()
    expect(summary().getByRole('button', { name: 'Siparişi tamamla' })).toHaveProperty('disabled', true)
  })

  it('totals the lines that can be ordered, says the others are left out, and writes a zero VAT as an amount', async () => {
    const line = quoted.lines[0] as OrderQuote['lines'][number]
    const gloves: CartItem = {
      ...mirror,
      productId: 'p2',
      slug: 'eldiven',
      name: { tr: 'Eldiven' },
      stock: 0,
    }
    const partly: OrderQuote = {
      lines: [
        line,
        { ...line, product: 'p2', sku: 'ELD-1', total: 0, problem: 'out_of_stock', message: 'Stokta yok' },
      ],
      subtotal: 110,
      shippingCost: 15,
      taxAmount: 0,
      taxRatePercent: 0,
      discountAmount: 0,
      totalAmount: 125,
      canOrder: false,
    }
    server.use(http.post('*/api/orders/quote', () => HttpResponse.json({ success: true, data: partly })))
    renderPage({ path: '/cart', route: '/cart', element: <CartPage />, cart: [mirror, gloves], session })
    expect(await summary().findByText(/Bazı ürünler bu miktarda sipariş edilemiyor/)).toBeTruthy()
    expect(total()).toBe('125,00 ₺')
    expect(screen.getByTestId('cart-tax').textContent).toBe('0,00 ₺')
  })

  it("gives a visitor (no login, no address) the server's quote too, and keeps the stored price in step", async () => {
    const sent: unknown[] = []
    server.use(
      http.post('*/api/orders/quote', async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json({ success: true, data: quoted })
      }),
    )
    const { store } = renderPage({ path: '/cart', route: '/cart', element: <CartPage />, cart: [mirror] })
    await waitFor(() => expect(total()).toBe('147,50 ₺'))
    expect(sent).toEqual([{ items: [{ product: 'p1', quantity: 1 }] }])
    expect(summary().getByText('Toplam')).toBeTruthy()
    expect(summary().queryByText('Tahmini toplam (KDV hariç)')).toBeNull()
    expect(store.get(cartItemsAtom)[0]?.price).toBe(110)
  })
})
