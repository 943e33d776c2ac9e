import {
  computeOrderTotals,
  DEFAULT_SHIPPING_RULE,
  kurusToLira,
  liraToKurus,
  type OrderQuote,
  type ShippingRule,
} from '@shop/domain'
import { messagesFor } from '@shop/i18n'
import { addToCartAtom, cartItemsAtom, currencyAtom, shopStore, signInAtom } from '@shop/state'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { Route } from 'react-router-dom'
import { toast } from 'sonner'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { composite, customer, order } from '../test/fixtures'
import { renderAccount, resetShop, settingsHandler } from '../test/render-account'
import { CheckoutPage } from './checkout-page'

const tr = messagesFor('tr')
const server = setupServer()
const savedAddress = {
  _id: 'a1',
  title: 'İş',
  fullName: 'Ayşe Yılmaz',
  phone: '05321234567',
  city: 'İzmir',
  district: 'Konak',
  neighborhood: 'Alsancak',
  addressLine: 'Kıbrıs Şehitleri Cad. 5',
  postalCode: '35220',
  isDefault: true,
  createdAt: '2025-05-01T00:00:00.000Z',
  updatedAt: '2025-05-01T00:00:00.000Z',
}

/** What the server would quote for the composite at this unit price (lira), priced by the domain's own rule. */
function quoteOf(quantity: number, unitPrice = 60, rule: ShippingRule = DEFAULT_SHIPPING_RULE): OrderQuote {
  const totals = computeOrderTotals([{ unitPrice: liraToKurus(unitPrice), quantity }], rule)
  return {
    lines: [
      {
        product: 'p-composite',
        quantity,
        sku: 'KMP-1',
        price: unitPrice,
        discountPrice: null,
        unitPrice,
        total: unitPrice * quantity,
        stock: 10,
        isActive: true,
        problem: null,
        message: null,
      },
    ],
    subtotal: kurusToLira(totals.subtotal),
    shippingCost: kurusToLira(totals.shippingCost),
    taxAmount: kurusToLira(totals.taxAmount),
    taxRatePercent: rule.taxRatePercent ?? 18,
    discountAmount: 0,
    totalAmount: kurusToLira(totals.totalAmount),
    canOrder: true,
  }
}

const usdRate = { _id: 'r1', targetCurrency: 'USD', rate: 40, isActive: true, lastUpdated: '2025-05-01' }

/** POST /orders/quote answering from the (changeable) unit price of the composite. */
function quoteHandler(price: () => number, rule?: ShippingRule) {
  return http.post('*/api/orders/quote', async ({ request }) => {
    const body = (await request.json()) as { items: { quantity: number }[] }
    return HttpResponse.json({ success: true, data: quoteOf(body.items[0]?.quantity ?? 1, price(), rule) })
  })
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  resetShop()
  vi.spyOn(toast, 'error')
  vi.spyOn(toast, 'success')
  server.use(
    settingsHandler({ whatsapp: { isEnabled: true, phoneNumber: '0532 000 00 00' } }),
    http.get('*/api/auth/profile', () =>
      HttpResponse.json({ success: true, data: { user: { ...customer, addresses: [savedAddress] } } }),
    ),
    quoteHandler(() => 60),
  )
})
afterEach(() => {
  server.resetHandlers()
  vi.restoreAllMocks()
  vi.useRealTimers()
})
afterAll(() => server.close())

function renderCheckout() {
  return renderAccount(
    <>
      <Route path="/checkout" element={<CheckoutPage />} />
      <Route path="/orders/:id" element={<p>sipariş sayfası</p>} />
    </>,
    '/checkout',
  )
}

function loggedInWithCart(quantity: number) {
  shopStore.set(signInAtom, { token: 'jwt', user: customer })
  shopStore.set(addToCartAtom, composite, quantity)
}

describe('checkout guards', () => {
  it('sends an empty cart to /cart with the spec message, even for a visitor', async () => {
    renderCheckout()
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/cart'))
    expect(toast.error).toHaveBeenCalledWith('Sepetinizde ürün bulunmuyor', expect.anything())
  })

  it('sends a visitor with a cart to /login remembering checkout', async () => {
    shopStore.set(addToCartAtom, composite, 1)
    renderCheckout()
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/login?redirect=%2Fcheckout'))
    expect(toast.error).toHaveBeenCalledWith(
      'Sipariş vermek için giriş yapmanız gerekiyor',
      expect.anything(),
    )
  })
})

describe('checkout summary', () => {
  it("shows the server's quote: lines, standard shipping and the tax line at the quoted rate", async () => {
    loggedInWithCart(2)
    renderCheckout()
    const summary = await screen.findByTestId('checkout-summary')
    // 2 × 60 = 120 ₺; shipping 15 ₺; 18% of 135 ₺ = 24,30 ₺; total 159,30 ₺.
    expect(await within(summary).findByText('KDV (%18)')).toBeTruthy()
    expect(within(summary).getByTestId('checkout-lines').textContent).toContain('Kompozit Dolgu× 2120,00 ₺')
    expect(within(summary).getByTestId('amount-subtotal').textContent).toBe('120,00 ₺')
    expect(within(summary).getByTestId('amount-shipping').textContent).toBe('15,00 ₺')
    expect(within(summary).getByTestId('amount-tax').textContent).toBe('24,30 ₺')
    expect(within(summary).getByTestId('amount-total').textContent).toBe('159,30 ₺')
    // The same total stands right above the order button.
    expect(screen.getByTestId('checkout-total-amount').textContent).toBe('159,30 ₺')
  })

  it('shows the price the server has now, not the one the cart remembered', async () => {
    server.use(quoteHandler(() => 75, { ...DEFAULT_SHIPPING_RULE, taxRatePercent: 20 }))
    loggedInWithCart(2)
    renderCheckout()
    const summary = await screen.findByTestId('checkout-summary')
    // 2 × 75 = 150 ₺ reaches free shipping; 20% of 150 ₺ = 30,00 ₺.
    expect(await within(summary).findByText('KDV (%20)')).toBeTruthy()
    expect(within(summary).getByTestId('amount-subtotal').textContent).toBe('150,00 ₺')
    expect(within(summary).getByTestId('amount-shipping').textContent).toBe(tr['order.shipping_free'])
    expect(within(summary).getByTestId('amount-total').textContent).toBe('180,00 ₺')
  })

  it('shows an inline error with retry when the quote fails, and no total to order at', async () => {
    let fail = true
    server.use(
      http.post('*/api/orders/quote', () =>
        fail
          ? HttpResponse.json({ success: false, message: 'Sunucu hatası' }, { status: 500 })
          : HttpResponse.json({ success: true, data: quoteOf(1) }),
      ),
    )
    loggedInWithCart(1)
    renderCheckout()
    const panel = await screen.findByTestId('checkout-quote-error', {}, { timeout: 3000 })
    expect(panel.textContent).toContain(tr['checkout.quote_error'])
    expect(screen.getByTestId<HTMLButtonElement>('place-order').disabled).toBe(true)
    fail = false
    await userEvent.click(within(panel).getByRole('button'))
    expect(await screen.findByTestId('amount-total')).toBeTruthy()
    await waitFor(() => expect(screen.getByTestId<HTMLButtonElement>('place-order').disabled).toBe(false))
  })

  it('says in one line that orders are in lira, with the approximate dollar total, for a shopper in USD', async () => {
    server.use(
      http.get('*/api/exchange-rates', () =>
        HttpResponse.json({ success: true, data: { exchangeRates: [usdRate] } }),
      ),
    )
    shopStore.set(currencyAtom, 'USD')
    loggedInWithCart(2)
    renderCheckout()
    // 159,30 ₺ / 40 = $3,98.
    const notes = await screen.findAllByTestId('lira-note')
    expect(notes[0]?.textContent).toBe('Siparişler Türk lirası ile fiyatlandırılır; ≈ $3,98 (yaklaşık)')
  })
})

describe('placing the order', () => {
  it('prefills the default saved address and shows WhatsApp as the only payment method', async () => {
    loggedInWithCart(1)
    renderCheckout()
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>(tr['address.field.city']).value).toBe('İzmir'),
    )
    expect(screen.getByLabelText<HTMLInputElement>(tr['address.field.title']).value).toBe('İş')
    expect(screen.getByTestId('payment-method').textContent).toContain(tr['checkout.payment_whatsapp'])
    expect(screen.getByRole('link', { name: 'hizmet şartlarını' }).getAttribute('href')).toBe('/terms')
  })

  it('reuses one Idempotency-Key when a lost answer is retried, sends the quoted total, clears the cart and opens the order', async () => {
    loggedInWithCart(2)
    const keys: string[] = []
    const bodies: unknown[] = []
    let attempts = 0
    server.use(
      http.post('*/api/orders', async ({ request }) => {
        attempts += 1
        keys.push(request.headers.get('idempotency-key') ?? '')
        bodies.push(await request.json())
        if (attempts === 1) return HttpResponse.error()
        return HttpResponse.json(
          {
            success: true,
            data: {
              order: order({ _id: 'o77' }),
              whatsappUrl: 'https://wa.me/905320000000?text=DS-250512-7K3QZ',
            },
          },
          { status: 201 },
        )
      }),
    )
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    renderCheckout()
    await screen.findByTestId('amount-total')
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>(tr['address.field.city']).value).toBe('İzmir'),
    )
    await userEvent.type(screen.getByLabelText(tr['checkout.notes']), 'Öğleden sonra teslim')

    await userEvent.click(screen.getByTestId('place-order'))
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(shopStore.get(cartItemsAtom)).toHaveLength(1)

    await userEvent.click(screen.getByTestId('place-order'))
    expect(await screen.findByText('sipariş sayfası')).toBeTruthy()
    expect(screen.getByTestId('where').textContent).toBe('/orders/o77')
    expect(keys).toHaveLength(2)
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(keys[1]).toBe(keys[0])
    expect(bodies[1]).toMatchObject({
      items: [{ product: 'p-composite', quantity: 2 }],
      shippingAddress: { fullName: 'Ayşe Yılmaz', city: 'İzmir', postalCode: '35220' },
      notes: 'Öğleden sonra teslim',
    })
    expect(shopStore.get(cartItemsAtom)).toEqual([])
    expect(bodies[1]).toMatchObject({ expectedTotal: 15_930, currency: 'TRY', language: 'tr' })
    expect(toast.success).toHaveBeenCalledWith(tr['checkout.success_whatsapp'], expect.anything())
    // No chat opened by script (a pop-up blocker would stop it): the order's page offers the link.
    expect(open).not.toHaveBeenCalled()
  })

  it('does not promise WhatsApp when WhatsApp is off in settings', async () => {
    server.use(
      settingsHandler({ whatsapp: { isEnabled: false, phoneNumber: '' } }),
      http.post('*/api/orders', () =>
        HttpResponse.json(
          { success: true, data: { order: order({ _id: 'o78' }), whatsappUrl: null } },
          { status: 201 },
        ),
      ),
    )
    loggedInWithCart(1)
    renderCheckout()
    await screen.findByTestId('amount-total')
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>(tr['address.field.city']).value).toBe('İzmir'),
    )
    await userEvent.click(screen.getByTestId('place-order'))
    expect(await screen.findByText('sipariş sayfası')).toBeTruthy()
    expect(toast.success).toHaveBeenCalledWith(tr['checkout.success_no_whatsapp'], expect.anything())
  })

  it('shows a price change before the order: old and new total, the changed line, and places it at the new total once confirmed', async () => {
    let price = 60
    const bodies: { expectedTotal?: number }[] = []
    server.use(
      quoteHandler(() => price),
      http.post('*/api/orders', async ({ request }) => {
        const body = (await request.json()) as { expectedTotal?: number; items: { quantity: number }[] }
        bodies.push(body)
        const fresh = quoteOf(body.items[0]?.quantity ?? 1, price)
        if (body.expectedTotal !== liraToKurus(fresh.totalAmount)) {
          return HttpResponse.json(
            {
              success: false,
              message: 'Fiyatlar değişti; lütfen yeni toplamı kontrol edin (194,70 ₺)',
              data: { expectedTotal: kurusToLira(body.expectedTotal ?? 0), quote: fresh },
            },
            { status: 409 },
          )
        }
        return HttpResponse.json(
          {
            success: true,
            data: { order: order({ _id: 'o79', totalAmount: fresh.totalAmount }), whatsappUrl: null },
          },
          { status: 201 },
        )
      }),
    )
    loggedInWithCart(2)
    renderCheckout()
    expect((await screen.findByTestId('amount-total')).textContent).toBe('159,30 ₺')
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>(tr['address.field.city']).value).toBe('İzmir'),
    )
    price = 75
    await userEvent.click(screen.getByTestId('place-order'))

    const dialog = await screen.findByRole('dialog', { name: tr['checkout.price_changed_title'] })
    // 2 × 75 = 150 ₺, free shipping, 18% = 27,00 ₺ → 177,00 ₺.
    expect(within(dialog).getByTestId('price-change-old').textContent).toBe('159,30 ₺')
    expect(within(dialog).getByTestId('price-change-new').textContent).toBe('177,00 ₺')
    expect(within(dialog).getByTestId('price-change-lines').textContent).toBe(
      'Kompozit Dolgu: 60,00 ₺ → 75,00 ₺',
    )
    // Nothing was ordered yet: the cart is intact and the summary already shows the new total.
    expect(shopStore.get(cartItemsAtom)).toHaveLength(1)
    expect(screen.getByTestId('amount-total').textContent).toBe('177,00 ₺')
    expect(toast.error).not.toHaveBeenCalled()

    await userEvent.click(within(dialog).getByTestId('price-change-confirm'))
    expect(await screen.findByText('sipariş sayfası')).toBeTruthy()
    expect(bodies.map((body) => body.expectedTotal)).toEqual([15_930, 17_700])
    expect(shopStore.get(cartItemsAtom)).toEqual([])
  })

  it('lets the shopper step back from a price change without ordering', async () => {
    let price = 60
    let orders = 0
    server.use(
      quoteHandler(() => price),
      http.post('*/api/orders', () => {
        orders += 1
        return HttpResponse.json(
          {
            success: false,
            message: 'Fiyatlar değişti',
            data: { expectedTotal: 76.7, quote: quoteOf(1, price) },
          },
          { status: 409 },
        )
      }),
    )
    loggedInWithCart(1)
    renderCheckout()
    await screen.findByTestId('amount-total')
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>(tr['address.field.city']).value).toBe('İzmir'),
    )
    price = 70
    await userEvent.click(screen.getByTestId('place-order'))
    const dialog = await screen.findByRole('dialog', { name: tr['checkout.price_changed_title'] })
    await userEvent.click(within(dialog).getByRole('button', { name: tr['checkout.price_changed_cancel'] }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(orders).toBe(1)
    expect(screen.getByTestId('where').textContent).toBe('/checkout')
    expect(screen.getByTestId('checkout-total-amount').textContent).toBe(
      `${quoteOf(1, 70).totalAmount.toFixed(2).replace('.', ',')} ₺`,
    )
  })

  it('starts a new attempt after a refusal and shows the server message', async () => {
    loggedInWithCart(1)
    const keys: string[] = []
    server.use(
      http.post('*/api/orders', ({ request }) => {
        keys.push(request.headers.get('idempotency-key') ?? '')
        return HttpResponse.json(
          { success: false, message: 'Kompozit Dolgu için yeterli stok yok (stokta 0 adet var)' },
          { status: 409 },
        )
      }),
    )
    renderCheckout()
    await screen.findByTestId('amount-total')
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>(tr['address.field.city']).value).toBe('İzmir'),
    )
    await userEvent.click(screen.getByTestId('place-order'))
    await screen.findByText(/Sipariş oluşturulamadı:/)
    await userEvent.click(screen.getByTestId('place-order'))
    await waitFor(() => expect(keys).toHaveLength(2))
    expect(keys[1]).not.toBe(keys[0])
    expect(toast.error).toHaveBeenCalledWith(
      'Kompozit Dolgu için yeterli stok yok (stokta 0 adet var)',
      expect.anything(),
    )
    expect(screen.getByTestId('where').textContent).toBe('/checkout')
  })

  it('refuses to send an incomplete address', async () => {
    loggedInWithCart(1)
    server.use(
      http.get('*/api/auth/profile', () => HttpResponse.json({ success: true, data: { user: customer } })),
    )
    renderCheckout()
    await screen.findByTestId('amount-total')
    await userEvent.click(screen.getByTestId('place-order'))
    expect(await screen.findByText(tr['address.full_name_required'])).toBeTruthy()
    expect(screen.getByText(tr['address.neighborhood_required'])).toBeTruthy()
    expect(screen.getByLabelText<HTMLInputElement>(tr['address.field.title']).value).toBe('Ev')
  })
})
