import { messagesFor } from '@shop/i18n'
import { addToCartAtom, cartItemsAtom, shopStore, signInAtom } from '@shop/state'
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
  it('charges standard shipping and shows the tax line at the default 18% below the threshold', async () => {
    loggedInWithCart(2)
    renderCheckout()
    const summary = await screen.findByTestId('checkout-summary')
    // 2 × 60 = 120 ₺; shipping 15 ₺; 18% of 135 ₺ = 24,30 ₺; total 159,30 ₺.
    expect(within(summary).getByText('KDV (%18)')).toBeTruthy()
    expect(within(summary).getByTestId('amount-subtotal').textContent).toBe('120,00 ₺')
    expect(within(summary).getByTestId('amount-shipping').textContent).toBe('15,00 ₺')
    expect(within(summary).getByTestId('amount-tax').textContent).toBe('24,30 ₺')
    expect(within(summary).getByTestId('amount-total').textContent).toBe('159,30 ₺')
  })

  it('names and charges the tax rate the settings give', async () => {
    server.use(settingsHandler({ shipping: { taxRatePercent: 20 } }))
    loggedInWithCart(2)
    renderCheckout()
    const summary = await screen.findByTestId('checkout-summary')
    // 2 × 60 = 120 ₺; shipping 15 ₺; 20% of 135 ₺ = 27,00 ₺.
    expect(await within(summary).findByText('KDV (%20)')).toBeTruthy()
    expect(within(summary).getByTestId('amount-tax').textContent).toBe('27,00 ₺')
  })

  it('shows shipping as free from the threshold on', async () => {
    loggedInWithCart(3)
    renderCheckout()
    const summary = await screen.findByTestId('checkout-summary')
    expect(within(summary).getByTestId('amount-shipping').textContent).toBe(tr['order.shipping_free'])
    expect(within(summary).getByTestId('amount-tax').textContent).toBe('32,40 ₺')
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

  it('reuses one Idempotency-Key when a lost answer is retried, then clears the cart and opens WhatsApp', async () => {
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
    expect(toast.success).toHaveBeenCalledWith(tr['checkout.success'], expect.anything())
    expect(open).not.toHaveBeenCalled()
    await waitFor(
      () =>
        expect(open).toHaveBeenCalledWith(expect.stringContaining('DS-250512-7K3QZ'), '_blank', 'noopener'),
      {
        timeout: 2000,
      },
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
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>(tr['address.field.city']).value).toBe('İzmir'),
    )
    await userEvent.click(screen.getByTestId('place-order'))
    await screen.findByRole('alert')
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
    await screen.findByTestId('checkout-form')
    await userEvent.click(screen.getByTestId('place-order'))
    expect(await screen.findByText(tr['address.full_name_required'])).toBeTruthy()
    expect(screen.getByText(tr['address.neighborhood_required'])).toBeTruthy()
    expect(screen.getByLabelText<HTMLInputElement>(tr['address.field.title']).value).toBe('Ev')
  })
})
