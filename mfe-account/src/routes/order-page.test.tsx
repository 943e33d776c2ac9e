import { shopStore, signInAtom } from '@shop/state'
import { screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { Route } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { customer, order } from '../test/fixtures'
import { renderAccount, resetShop, settingsHandler } from '../test/render-account'
import { OrderPage } from './order-page'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  resetShop()
  shopStore.set(signInAtom, { token: 'jwt', user: customer })
})
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function answerOrder(overrides: Parameters<typeof order>[0]) {
  server.use(
    http.get('*/api/orders/o1', () =>
      HttpResponse.json({ success: true, data: { order: order(overrides), whatsappUrl: null } }),
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
