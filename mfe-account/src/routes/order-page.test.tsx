import { messagesFor } from '@shop/i18n'
import { currencyAtom, shopStore, signInAtom } from '@shop/state'
import { screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { Route } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { customer, order } from '../test/fixtures'
import { renderAccount, resetShop, settingsHandler } from '../test/render-account'
import { OrderPage } from './order-page'

const tr = messagesFor('tr')
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  resetShop()
  shopStore.set(signInAtom, { token: 'jwt', user: customer })
})
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const CHAT = 'https://wa.me/905320000000?text=DS-250512-7K3QZ'

/** The order o1 as the API answers it, with the chat link when the shop has WhatsApp on. */
function answerOrder(overrides: Parameters<typeof order>[0], whatsappUrl: string | null = null) {
  server.use(
    http.get('*/api/orders/o1', () =>
      HttpResponse.json({ success: true, data: { order: order(overrides), whatsappUrl } }),
    ),
  )
}

const renderOrder = () => renderAccount(<Route path="/orders/:id" element={<OrderPage />} />, '/orders/o1')

describe('order page tax line', () => {
  it('names the rate the order was charged at, not a later setting', async () => {
    server.use(settingsHandler({ shipping: { taxRatePercent: 10 } }))
    // 27,00 ₺ on 120 ₺ + 15 ₺ is 20%: neither the default 18 nor today's 10.
    answerOrder({ taxAmount: 27, totalAmount: 162 })
    renderOrder()
    const amounts = await screen.findByTestId('amounts')
    expect(within(amounts).getByText('KDV (%20)')).toBeTruthy()
    expect(within(amounts).getByTestId('amount-tax').textContent).toBe('27,00 ₺')
  })

  it('names the current setting when the order had nothing taxable', async () => {
    server.use(settingsHandler({ shipping: { taxRatePercent: 20 } }))
    answerOrder({ subtotal: 0, shippingCost: 0, taxAmount: 0, totalAmount: 0 })
    renderOrder()
    const amounts = await screen.findByTestId('amounts')
    expect(await within(amounts).findByText('KDV (%20)')).toBeTruthy()
  })
})

describe('order page right after checkout', () => {
  const renderPlaced = () =>
    renderAccount(<Route path="/orders/:id" element={<OrderPage />} />, {
      pathname: '/orders/o1',
      state: { justPlaced: true },
    })

  it('confirms the order with a real WhatsApp link to send it (no pop-up needed)', async () => {
    server.use(settingsHandler())
    answerOrder({}, CHAT)
    renderPlaced()
    const panel = await screen.findByTestId('order-placed')
    const link = within(panel).getByRole('link', { name: tr['order.send_whatsapp'] })
    expect(link.getAttribute('href')).toBe(CHAT)
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toContain('noopener')
    // One button sends the order: the header's chat button, with the same message, waits for a later visit.
    expect(screen.getAllByRole('link', { name: /WhatsApp/ })).toEqual([link])
  })

  it('confirms without WhatsApp when the order came back without a chat', async () => {
    server.use(settingsHandler())
    answerOrder({})
    renderPlaced()
    const panel = await screen.findByTestId('order-placed')
    expect(panel.textContent).toContain(tr['order.placed_note'])
    expect(within(panel).queryByRole('link')).toBeNull()
  })

  it('takes the confirmation back once the order is cancelled, on this page or by the shop', async () => {
    server.use(settingsHandler())
    answerOrder({ status: 'cancelled', paymentStatus: 'cancelled' })
    renderPlaced()
    await screen.findByTestId('amounts')
    expect(screen.getByText(tr['order_status.cancelled'])).toBeTruthy()
    expect(screen.queryByTestId('order-placed')).toBeNull()
  })

  it('shows no confirmation when the order is opened later from the list, and the chat button instead', async () => {
    server.use(settingsHandler())
    answerOrder({}, CHAT)
    renderOrder()
    await screen.findByTestId('amounts')
    expect(screen.queryByTestId('order-placed')).toBeNull()
    expect(screen.getByTestId('order-whatsapp').getAttribute('href')).toBe(CHAT)
  })
})

describe('order page for a shopper browsing in dollars', () => {
  it('says the order is priced in lira, with the approximate dollar total beside it', async () => {
    shopStore.set(currencyAtom, 'USD')
    server.use(
      settingsHandler(),
      http.get('*/api/exchange-rates', () =>
        HttpResponse.json({
          success: true,
          data: {
            exchangeRates: [
              { _id: 'r1', targetCurrency: 'USD', rate: 40, isActive: true, lastUpdated: '2025-05-01' },
            ],
          },
        }),
      ),
    )
    answerOrder({ totalAmount: 159.3 })
    renderOrder()
    // 159,30 ₺ / 40 = $3,98.
    expect((await screen.findByTestId('lira-note')).textContent).toBe(
      'Siparişler Türk lirası ile fiyatlandırılır; ≈ $3,98 (yaklaşık)',
    )
  })
})
