import type { AuditLogEntry } from '@shop/domain'
import { allMessagesFor } from '@shop/i18n/messages/all'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { fail, settingsHandler, startApiServer } from '../../../test/api-server'
import { auditEntry, historyHandler } from '../../../test/history-fixtures'
import { renderAdmin } from '../../../test/render-admin'
import { order, orderDetailHandlers, orderListHandler } from '../test/order-fixtures'

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

const history: AuditLogEntry[] = [
  auditEntry('h2', 'order', 'o1', {
    action: 'order.update_status',
    details: {
      before: { status: 'processing', trackingNumber: null, estimatedDeliveryDate: null },
      after: { status: 'shipped', trackingNumber: 'YK-123456', estimatedDeliveryDate: '2025-06-03' },
    },
  }),
  auditEntry('h1', 'order', 'o1', {
    action: 'order.update_status',
    actor: null,
    details: {
      before: { status: 'cancelled', paymentStatus: 'cancelled' },
      after: { status: 'pending', paymentStatus: 'pending' },
      stock: 'taken',
    },
    createdAt: '2025-05-30T10:00:00.000Z',
  }),
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
      ...orderDetailHandlers(shipped, history),
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
    // The customer can be called or written to on WhatsApp about this order from here.
    expect(
      within(address).getByRole('link', { name: '0532 111 22 33 numarasını ara' }).getAttribute('href'),
    ).toBe('tel:+905321112233')
    const chat = within(address).getByRole('link', { name: 'WhatsApp’tan yaz' })
    expect(chat.getAttribute('target')).toBe('_blank')
    expect(chat.getAttribute('href')).toBe(
      `https://wa.me/905321112233?text=${encodeURIComponent(
        `Merhaba Ayşe Yılmaz, ${shipped.orderNumber} numaralı siparişiniz hakkında yazıyoruz.`,
      )}`,
    )
    const note = within(dialog).getByRole('region', { name: tr['admin.orders.notes'] })
    expect(note.textContent).toContain('Öğle arası teslim etmeyin')

    const totals = within(dialog).getByRole('region', { name: tr['admin.orders.totals'] })
    expect(totals.textContent).toContain('249,90 ₺')
    expect(totals.textContent).toContain('29,90 ₺')
    expect(totals.textContent).toContain('−10,00 ₺')
    expect(totals.textContent).toContain('294,88 ₺')
    const delivery = within(dialog).getByRole('region', { name: tr['admin.orders.delivery'] })
    expect(delivery.textContent).toContain('YK-123456')
    expect(delivery.textContent).toContain('3 Haz 2025')

    const log = within(dialog).getByRole('region', { name: tr['admin.orders.history'] })
    const [newest, oldest] = await within(log)
      .findAllByRole('listitem')
      .then((items) => items.filter((item) => item.parentElement?.tagName === 'OL'))
    expect(newest?.textContent).toContain('Yönetici Ayşe')
    expect(newest?.textContent).toContain(dateTime('2025-05-31T08:00:00.000Z'))
    expect(newest?.textContent).toContain('Sipariş: durumu güncellendi')
    expect(newest?.textContent).toContain('Sipariş durumu: İşleniyor → Kargoya Verildi')
    expect(newest?.textContent).toContain(
      `Kargo takip numarası: ${tr['admin.audit_screen.empty_value']} → YK-123456`,
    )
    expect(newest?.textContent).toContain(
      `Tahmini teslim tarihi: ${tr['admin.audit_screen.empty_value']} → 3 Haz 2025`,
    )
    expect(oldest?.textContent).toContain(tr['admin.audit_screen.actor_system'])
    expect(oldest?.textContent).toContain('Sipariş durumu: İptal Edildi → Beklemede')
    expect(oldest?.textContent).toContain('Ödeme durumu: Ödeme iptal edildi → Ödeme bekleniyor')
    expect(oldest?.textContent).toContain('Stok: Stoktan yeniden düşüldü')

    await userEvent.click(
      within(dialog).getAllByRole('button', { name: tr['admin.common.close'] })[0] as HTMLElement,
    )
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('says when an order has no changes and when a field was never set', async () => {
    const fresh = order('o1', 'ORD-2505-0001')
    server.use(
      orderListHandler(() => [fresh]),
      ...orderDetailHandlers(fresh, []),
    )
    const dialog = await openDetail()
    const log = await within(dialog).findByRole('region', { name: tr['admin.orders.history'] })
    expect(await within(log).findByText(tr['admin.history.empty'])).toBeTruthy()
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
    server.use(...orderDetailHandlers(shipped, history))
    await userEvent.click(within(alert).getByRole('button', { name: tr['remote.retry'] }))
    expect(await within(dialog).findByRole('region', { name: tr['admin.orders.items'] })).toBeTruthy()
    expect(calls).toBe(1)
  })

  it('loads older changes on demand, twenty at a time', async () => {
    const many = Array.from({ length: 23 }, (_, index) =>
      auditEntry(`h${index}`, 'order', 'o1', {
        action: 'order.update_status',
        details: { before: { trackingNumber: `T-${index + 1}` }, after: { trackingNumber: `T-${index}` } },
      }),
    )
    const asked: number[] = []
    server.use(
      historyHandler('*/api/orders/admin/o1/history', () => many, asked),
      orderListHandler(() => [shipped]),
      ...orderDetailHandlers(shipped),
    )
    const dialog = await openDetail()
    const log = await within(dialog).findByRole('region', { name: tr['admin.orders.history'] })
    const entries = () =>
      within(log)
        .getAllByRole('listitem')
        .filter((item) => item.parentElement?.tagName === 'OL')
    const change = (text: string) => (_: string, node: Element | null) =>
      node?.tagName === 'LI' && node.textContent === text
    await within(log).findByText(change('Kargo takip numarası: T-1 → T-0'))
    expect(entries()).toHaveLength(20)
    await userEvent.click(within(log).getByRole('button', { name: tr['admin.history.more'] }))
    await within(log).findByText(change('Kargo takip numarası: T-23 → T-22'))
    expect(entries()).toHaveLength(23)
    expect(within(log).queryByRole('button', { name: tr['admin.history.more'] })).toBeNull()
    expect(asked).toEqual([1, 2])
  })

  it('shows a failed history load in its section with a retry, the rest of the order still shown', async () => {
    let calls = 0
    server.use(
      http.get('*/api/orders/admin/o1/history', () => {
        calls += 1
        return calls === 1 ? fail(500, 'Sunucu hatası') : undefined
      }),
      orderListHandler(() => [shipped]),
      ...orderDetailHandlers(shipped, history),
    )
    const dialog = await openDetail()
    const log = await within(dialog).findByRole('region', { name: tr['admin.orders.history'] })
    const alert = await within(log).findByRole('alert')
    expect(alert.textContent).toContain(tr['admin.history.load_error'])
    expect(within(dialog).getByRole('region', { name: tr['admin.orders.items'] })).toBeTruthy()
    await userEvent.click(within(alert).getByRole('button', { name: tr['remote.retry'] }))
    expect(await within(log).findByText('Yönetici Ayşe')).toBeTruthy()
  })
})
