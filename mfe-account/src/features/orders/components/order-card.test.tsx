import { messagesFor } from '@shop/i18n'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { Route } from 'react-router-dom'
import { toast } from 'sonner'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { order } from '../../../test/fixtures'
import { renderAccount, resetShop, settingsHandler } from '../../../test/render-account'
import { OrderCard } from './order-card'

const tr = messagesFor('tr')
const server = setupServer()
const whatsappOn = { whatsapp: { isEnabled: true, phoneNumber: '0532 000 00 00' } }
const line = (name: string, quantity: number) => ({
  _id: name,
  product: name,
  productName: { tr: name },
  productImage: null,
  sku: name,
  quantity,
  price: 10,
  total: 10 * quantity,
})

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  resetShop()
  vi.spyOn(toast, 'success')
  vi.spyOn(toast, 'error')
})
afterEach(() => {
  server.resetHandlers()
  vi.restoreAllMocks()
})
afterAll(() => server.close())

function renderCard(shown = order()) {
  renderAccount(<Route path="/orders" element={<OrderCard order={shown} />} />, '/orders')
  return screen.getByTestId('order-card')
}

describe('OrderCard', () => {
  it('shows number, date, item count, the first two items with +N, badges, total and the view link', async () => {
    server.use(settingsHandler())
    const card = renderCard(
      order({ items: [line('Frez', 1), line('Eldiven', 3), line('Ayna', 1), line('Sond', 2)] }),
    )
    expect(within(card).getByRole('heading').textContent).toContain('DS-250512-7K3QZ')
    expect(card.textContent).toContain('12 Mayıs 2025')
    expect(card.textContent).toContain('4 ürün')
    const items = within(card).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual(['Frez × 1', 'Eldiven × 3'])
    // The quantity is its own element, outside the name that may be cut short.
    expect(
      within(card)
        .getAllByTestId('order-card-quantity')
        .map((node) => node.textContent),
    ).toEqual(['× 1', '× 3'])
    expect(within(card).queryByText(/Ayna/)).toBeNull()
    expect(within(card).getByText('+2 diğer ürün')).toBeTruthy()
    expect(within(card).getByTestId('order-status').textContent).toContain(tr['order_status.pending'])
    expect(within(card).getByTestId('payment-status').textContent).toContain(tr['payment_status.pending'])
    expect(card.textContent).toContain('159,30 ₺')
    expect(within(card).getByRole('link', { name: tr['orders.view'] }).getAttribute('href')).toBe(
      '/orders/o1',
    )
  })

  it('links to WhatsApp with the order message only while payment is pending and WhatsApp is on', async () => {
    server.use(settingsHandler(whatsappOn))
    const card = renderCard()
    const link = await within(card).findByRole('link', { name: tr['orders.whatsapp'] })
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/905320000000\?text=.*DS-250512-7K3QZ/)
  })

  it('has no WhatsApp link once paid, and none when WhatsApp is off', async () => {
    server.use(settingsHandler(whatsappOn))
    const paid = renderCard(order({ paymentStatus: 'completed', canBeCancelled: false }))
    await waitFor(() => expect(within(paid).getByTestId('payment-status').textContent).toContain('Ödendi'))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(within(paid).queryByRole('link', { name: tr['orders.whatsapp'] })).toBeNull()
    expect(within(paid).queryByRole('button', { name: tr['orders.cancel'] })).toBeNull()
  })

  it('cancels only after the confirmation, through PATCH /orders/{id}/cancel', async () => {
    server.use(settingsHandler())
    const cancelled: string[] = []
    server.use(
      http.patch('*/api/orders/:id/cancel', ({ params }) => {
        cancelled.push(String(params.id))
        return HttpResponse.json({
          success: true,
          data: { order: order({ status: 'cancelled', paymentStatus: 'cancelled', canBeCancelled: false }) },
        })
      }),
    )
    const card = renderCard()
    await userEvent.click(within(card).getByRole('button', { name: tr['orders.cancel'] }))
    const dialog = screen.getByRole('dialog')
    expect(dialog.textContent).toContain(
      'DS-250512-7K3QZ numaralı siparişi iptal etmek istediğinize emin misiniz?',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: tr['account.confirm_no'] }))
    expect(cancelled).toEqual([])

    await userEvent.click(within(card).getByRole('button', { name: tr['orders.cancel'] }))
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: tr['orders.cancel'] }),
    )
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(tr['orders.cancelled'], expect.anything()))
    expect(cancelled).toEqual(['o1'])
  })

  it('reports a refused cancellation with the server message', async () => {
    server.use(
      settingsHandler(),
      http.patch('*/api/orders/:id/cancel', () =>
        HttpResponse.json({ success: false, message: 'Bu sipariş iptal edilemez' }, { status: 409 }),
      ),
    )
    const card = renderCard()
    await userEvent.click(within(card).getByRole('button', { name: tr['orders.cancel'] }))
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: tr['orders.cancel'] }),
    )
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Bu sipariş iptal edilemez', expect.anything()),
    )
  })
})
