import type { OrderHistoryEntry } from '@shop/domain'
import { allMessagesFor } from '@shop/i18n/messages/all'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { fail, settingsHandler, startApiServer } from '../../../test/api-server'
import { renderAdmin } from '../../../test/render-admin'
import { order, orderDetailHandler, orderListHandler } from '../test/order-fixtures'

const tr = allMessagesFor('tr')
const server = startApiServer(settingsHandler())

const shipped = order('o1', 'ORD-2505-0001', {
  status: 'shipped',
  paymentStatus: 'completed',
  notes: 'Öğle arası teslim etmeyin',
  shippingCost: 29.9,
  discountAmount: 10,
  trackingNumber: 'YK-123456',
  estimatedDeliveryDate: '2025-06-03',
})

const history: OrderHistoryEntry[] = [
  {
    _id: 'h2',
    action: 'order.update_status',
    actor: { _id: 'a1', name: 'Yönetici Ayşe' },
    before: { status: 'processing', trackingNumber: null },
    after: { status: 'shipped', trackingNumber: 'YK-123456' },
    stock: null,
    createdAt: '2025-05-31T08:00:00.000Z',
  },
  {
    _id: 'h1',
    action: 'order.update_status',
    actor: null,
    before: { status: 'cancelled', paymentStatus: 'cancelled' },
    after: { status: 'pending', paymentStatus: 'pending' },
    stock: 'taken',
    createdAt: '2025-05-30T10:00:00.000Z',
  },
]

const dateTime = (iso: string) =>
  new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))

async function openDetail() {
  renderAdmin('/admin/orders')
  await userEvent.click(await screen.findByRole('button', { name: 'Detayları gör: ORD-2505-0001' }))
  return screen.getByRole('dialog', { name: 'Sipariş ORD-2505-0001' })
}

describe('order detail dialog', () => {
  it('shows the items, address, note, amounts, delivery and the history of changes', async () => {
    server.use(
      orderListHandler(() => [shipped]),
      orderDetailHandler(shipped, history),
    )
    const dialog = await openDetail()
    const items = await within(dialog).findByRole('region', { name: tr['admin.orders.items'] })
    const lines = within(items).getAllByRole('listitem')
    expect(lines).toHaveLength(2)
    expect(lines[0]?.textContent).toContain('Kompozit Dolgu')
    expect(lines[0]?.textContent).toContain('2 × 100,00 ₺')
    expect(lines[0]?.textContent).toContain('200,00 ₺')
    expect(lines[0]?.querySelector('img')?.getAttribute('src')).toBe('/media/products/p1.webp')
    expect(lines[1]?.textContent).toContain('Ağız Aynası')
    expect(lines[1]?.textContent).toContain('1 × 49,90 ₺')
    expect(lines[1]?.querySelector('img')).toBeNull()

    const address = within(dialog).getByRole('region', { name: tr['admin.orders.address'] })
    expect(address.textContent).toContain('Ayşe Yılmaz')
    expect(address.textContent).toContain('Kıbrıs Şehitleri Cad. No: 10')
    expect(address.textContent).toContain('Konak / İzmir 35220')
    const note = within(dialog).getByRole('region', { name: tr['admin.orders.notes'] })
    expect(note.textContent).toContain('Öğle arası teslim etmeyin')

    const totals = within(dialog).getByRole('region', { name: tr['admin.orders.totals'] })
    expect(totals.textContent).toContain('249,90 ₺')
    expect(totals.textContent).toContain('29,90 ₺')
    expect(totals.textContent).toContain('−10,00 ₺')
    expect(totals.textContent).toContain('294,88 ₺')
    const delivery = within(dialog).getByRole('region', { name: tr['admin.orders.delivery'] })
    expect(delivery.textContent).toContain('YK-123456')
    expect(delivery.textContent).toContain('3 Haziran 2025')

    const log = within(dialog).getByRole('region', { name: tr['admin.orders.history'] })
    const [newest, oldest] = within(log)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.tagName === 'OL')
    expect(newest?.textContent).toContain('Yönetici Ayşe')
    expect(newest?.textContent).toContain(dateTime('2025-05-31T08:00:00.000Z'))
    expect(newest?.textContent).toContain('Sipariş durumu: İşleniyor → Kargoya verildi')
    expect(newest?.textContent).toContain('Kargo takip numarası: — → YK-123456')
    expect(oldest?.textContent).toContain(tr['admin.orders.history_unknown_actor'])
    expect(oldest?.textContent).toContain('Ödeme durumu: Ödeme iptal edildi → Ödeme bekleniyor')
    expect(oldest?.textContent).toContain(tr['admin.orders.history_stock_taken'])

    await userEvent.click(
      within(dialog).getAllByRole('button', { name: tr['admin.common.close'] })[0] as HTMLElement,
    )
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('says when an order has no changes and when a field was never set', async () => {
    const fresh = order('o1', 'ORD-2505-0001')
    server.use(
      orderListHandler(() => [fresh]),
      orderDetailHandler(fresh, []),
    )
    const dialog = await openDetail()
    const log = await within(dialog).findByRole('region', { name: tr['admin.orders.history'] })
    expect(log.textContent).toContain(tr['admin.orders.history_empty'])
    const delivery = within(dialog).getByRole('region', { name: tr['admin.orders.delivery'] })
    expect(within(delivery).getAllByText(tr['admin.orders.not_set'])).toHaveLength(2)
    expect(within(dialog).queryByRole('region', { name: tr['admin.orders.notes'] })).toBeNull()
  })

  it('shows a failed detail load inside the dialog with a retry', async () => {
    let calls = 0
    server.use(
      orderListHandler(() => [shipped]),
      http.get('*/api/orders/admin/:id', () => {
        calls += 1
        return fail(500, 'Sunucu hatası')
      }),
    )
    const dialog = await openDetail()
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toContain(tr['admin.orders.detail_error'])
    expect(alert.textContent).toContain('Sunucu hatası')
    server.use(orderDetailHandler(shipped, history))
    await userEvent.click(within(alert).getByRole('button', { name: tr['remote.retry'] }))
    expect(await within(dialog).findByRole('region', { name: tr['admin.orders.items'] })).toBeTruthy()
    expect(calls).toBe(1)
  })
})
