import { DEFAULT_SHIPPING_RULE } from '@shop/domain'
import { messagesFor } from '@shop/i18n'
import { addToCartAtom, cartItemsAtom, currencyAtom, shopStore } from '@shop/state'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { toast } from 'sonner'
import { describe, expect, it, vi } from 'vitest'
import {
  loggedInWithCart,
  quoteHandler,
  quoteOf,
  registerCheckoutHarness,
  renderCheckout,
  server,
  usdRate,
} from '../test/checkout-harness'
import { composite, customer, order } from '../test/fixtures'
import { settingsHandler } from '../test/render-account'

const tr = messagesFor('tr')

registerCheckoutHarness()
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

  it('shows no amounts and no total to pay while no line can be ordered, and says why beside the button', async () => {
    const quote = quoteOf(3)
    const line = quote.lines[0] as (typeof quote.lines)[number]
    const short = {
      ...line,
      total: 0,
      stock: 2,
      problem: 'insufficient_stock' as const,
      message: 'Yetersiz stok',
    }
    const refused = { ...quote, lines: [short], subtotal: 0, shippingCost: 0, taxAmount: 0, totalAmount: 0 }
    server.use(
      http.post('*/api/orders/quote', () =>
        HttpResponse.json({ success: true, data: { ...refused, canOrder: false } }),
      ),
    )
    loggedInWithCart(3)
    renderCheckout()
    const summary = await screen.findByTestId('checkout-summary')
    expect(await within(summary).findByRole('alert')).toBeTruthy()
    expect(within(summary).getByTestId('checkout-lines').textContent).toContain('Yetersiz stok')
    // Zero amounts and "free" shipping would be said of three products that cannot be ordered.
    expect(within(summary).queryByTestId('amounts')).toBeNull()
    expect(screen.queryByTestId('checkout-total-amount')).toBeNull()
    const beside = screen.getByTestId('checkout-total')
    expect(beside.textContent).toContain(tr['checkout.cannot_order'])
    expect(within(beside).getByRole('link', { name: tr['checkout.edit_cart'] }).getAttribute('href')).toBe(
      '/cart',
    )
    expect(screen.getByTestId<HTMLButtonElement>('place-order').disabled).toBe(true)
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
  it("fills a first delivery address with the account's name and phone when nothing is saved", async () => {
    server.use(
      http.get('*/api/auth/profile', () => HttpResponse.json({ success: true, data: { user: customer } })),
    )
    loggedInWithCart(1)
    renderCheckout()
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>(tr['address.field.full_name']).value).toBe(
        'Ayşe Yılmaz',
      ),
    )
    expect(screen.getByLabelText<HTMLInputElement>(tr['address.field.phone']).value).toBe('05321234567')
    expect(screen.getByLabelText<HTMLInputElement>(tr['address.field.city']).value).toBe('')
  })

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

  it('reuses one Idempotency-Key when lost answers are retried, sends the quoted total, clears the cart and opens the order', async () => {
    loggedInWithCart(2)
    const keys: string[] = []
    const bodies: unknown[] = []
    let attempts = 0
    server.use(
      http.post('*/api/orders', async ({ request }) => {
        attempts += 1
        keys.push(request.headers.get('idempotency-key') ?? '')
        bodies.push(await request.json())
        // The client sends a keyed order once more by itself; both answers lost, the shopper tries again.
        if (attempts <= 2) return HttpResponse.error()
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
    expect(keys).toHaveLength(3)
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(new Set(keys)).toEqual(new Set([keys[0]]))
    expect(bodies[2]).toMatchObject({
      items: [{ product: 'p-composite', quantity: 2 }],
      shippingAddress: { fullName: 'Ayşe Yılmaz', city: 'İzmir', postalCode: '35220' },
      notes: 'Öğleden sonra teslim',
    })
    expect(shopStore.get(cartItemsAtom)).toEqual([])
    expect(bodies[2]).toMatchObject({ expectedTotal: 15_930, currency: 'TRY', language: 'tr' })
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
    // The account's name and phone filled those two; the address itself is still missing.
    expect(await screen.findByText(tr['address.neighborhood_required'])).toBeTruthy()
    expect(screen.queryByText(tr['address.full_name_required'])).toBeNull()
    expect(screen.getByLabelText<HTMLInputElement>(tr['address.field.title']).value).toBe('Ev')
  })
})
