import {
  computeOrderTotals,
  DEFAULT_SHIPPING_RULE,
  kurusToLira,
  liraToKurus,
  type OrderQuote,
  type ShippingRule,
} from '@shop/domain'
import { addToCartAtom, shopStore, signInAtom } from '@shop/state'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { Route } from 'react-router-dom'
import { toast } from 'sonner'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { CheckoutPage } from '../routes/checkout-page'
import { composite, customer } from './fixtures'
import { renderAccount, resetShop, settingsHandler } from './render-account'

/** The checkout screen's test harness: a fake API (profile, settings, quote) and the shop reset before each test. */
export const server = setupServer()
export const savedAddress = {
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
export function quoteOf(
  quantity: number,
  unitPrice = 60,
  rule: ShippingRule = DEFAULT_SHIPPING_RULE,
): OrderQuote {
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

export const usdRate = {
  _id: 'r1',
  targetCurrency: 'USD',
  rate: 40,
  isActive: true,
  lastUpdated: '2025-05-01',
}

/** POST /orders/quote answering from the (changeable) unit price of the composite. */
export function quoteHandler(price: () => number, rule?: ShippingRule) {
  return http.post('*/api/orders/quote', async ({ request }) => {
    const body = (await request.json()) as { items: { quantity: number }[] }
    return HttpResponse.json({ success: true, data: quoteOf(body.items[0]?.quantity ?? 1, price(), rule) })
  })
}

/** Registers the fake API and the resets around each test of the calling file. */
export function registerCheckoutHarness() {
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
}

export function renderCheckout() {
  return renderAccount(
    <>
      <Route path="/checkout" element={<CheckoutPage />} />
      <Route path="/orders/:id" element={<p>sipariş sayfası</p>} />
    </>,
    '/checkout',
  )
}

export function loggedInWithCart(quantity: number) {
  shopStore.set(signInAtom, { token: 'jwt', user: customer })
  shopStore.set(addToCartAtom, composite, quantity)
}
