import { allMessagesFor } from '@shop/i18n/messages/all'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { order, orderListHandler } from '../features/orders/test/order-fixtures'
import { fail, ok, settingsHandler, startApiServer } from '../test/api-server'
import { renderAdmin } from '../test/render-admin'

const tr = allMessagesFor('tr')
const server = startApiServer(settingsHandler())

const rows = () => [
  order('o1', 'ORD-2505-0001'),
  order('o2', 'ORD-2505-0002', {
    status: 'shipped',
    paymentStatus: 'completed',
    totalAmount: 1234.5,
    items: order('x', 'x').items.slice(0, 1),
    shippingAddress: { ...order('x', 'x').shippingAddress, fullName: 'Mehmet Kaya', phone: '0555 444 33 22' },
  }),
]

const dateTime = (iso: string) =>
  new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))

describe('admin orders page', () => {
  it('titles the table with the total count and shows every column with Turkish badges', async () => {
    server.use(orderListHandler(rows, [], { total: 42, pages: 3 }))
    renderAdmin('/admin/orders')
    const table = await screen.findByRole('table', { name: 'Siparişler (42)' })
    expect(screen.getByRole('heading', { name: 'Siparişler (42)' })).toBeTruthy()
    const [header, first, second] = within(table).getAllByRole('row')
    if (!header || !first || !second) throw new Error('a header and two rows expected')
    expect(
      within(header)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Sipariş', 'Müşteri', 'Tarih', 'Toplam', 'Durum', 'Ödeme', 'İşlemler'])

    expect(within(first).getByText('ORD-2505-0001')).toBeTruthy()
    expect(within(first).getByText('2 ürün')).toBeTruthy()
    expect(within(first).getByText('Ayşe Yılmaz')).toBeTruthy()
    expect(within(first).getByText('0532 111 22 33')).toBeTruthy()
    expect(within(first).getByText(dateTime('2025-05-30T09:15:00.000Z'))).toBeTruthy()
    expect(within(first).getByText('294,88 ₺')).toBeTruthy()
    expect(within(first).getByText('Beklemede')).toBeTruthy()
    expect(within(first).getByText('Ödeme bekleniyor')).toBeTruthy()
    expect(within(first).getByRole('button', { name: 'Detayları gör: ORD-2505-0001' })).toBeTruthy()
    expect(within(first).getByRole('button', { name: 'Düzenle: ORD-2505-0001' })).toBeTruthy()

    expect(within(second).getByText('1 ürün')).toBeTruthy()
    expect(within(second).getByText('Mehmet Kaya')).toBeTruthy()
    expect(within(second).getByText('1.234,50 ₺')).toBeTruthy()
    expect(within(second).getByText(tr['order_status.shipped'])).toBeTruthy()
    expect(within(second).getByText(tr['payment_status.completed'])).toBeTruthy()

    // Three pages: page-number links keeping the filters.
    const pages = screen.getByRole('navigation', { name: tr['pagination.label'] })
    expect(
      within(pages).getByRole('link', { name: tr['pagination.page'].replace('{page}', '2') }),
    ).toBeTruthy()
  })

  it('puts the filters in the address when the filter button is pressed and asks the API with them', async () => {
    const seen: URLSearchParams[] = []
    server.use(orderListHandler(rows, seen, { total: 42, pages: 3 }))
    renderAdmin('/admin/orders?page=2')
    await screen.findByRole('table')
    expect(seen.at(-1)?.get('page')).toBe('2')
    expect(seen.at(-1)?.get('limit')).toBe('20')
    expect(seen.at(-1)?.has('status')).toBe(false)

    await userEvent.type(screen.getByLabelText(tr['admin.orders.search_label']), ' ayşe ')
    await userEvent.selectOptions(screen.getByLabelText(tr['order_status.label']), 'shipped')
    await userEvent.selectOptions(screen.getByLabelText(tr['payment_status.label']), 'completed')
    // Nothing is asked before the button.
    expect(screen.getByTestId('where').textContent).toBe('/admin/orders?page=2')
    await userEvent.click(screen.getByRole('button', { name: tr['admin.common.filter'] }))

    // A new filter starts at page 1.
    expect(screen.getByTestId('where').textContent).toBe(
      '/admin/orders?search=ay%C5%9Fe&status=shipped&paymentStatus=completed',
    )
    await waitFor(() => expect(seen.at(-1)?.get('search')).toBe('ayşe'))
    const last = seen.at(-1)
    expect(last?.get('status')).toBe('shipped')
    expect(last?.get('paymentStatus')).toBe('completed')
    expect(last?.get('page')).toBe('1')

    // Page links keep the filters.
    await userEvent.click(screen.getByRole('link', { name: tr['pagination.page'].replace('{page}', '3') }))
    expect(screen.getByTestId('where').textContent).toBe(
      '/admin/orders?search=ay%C5%9Fe&status=shipped&paymentStatus=completed&page=3',
    )
    await waitFor(() => expect(seen.at(-1)?.get('page')).toBe('3'))
  })

  it('reads the filters back from the address into the form', async () => {
    server.use(orderListHandler(rows))
    renderAdmin('/admin/orders?search=ORD-25&status=cancelled&paymentStatus=failed')
    await screen.findByRole('table')
    expect((screen.getByLabelText(tr['admin.orders.search_label']) as HTMLInputElement).value).toBe('ORD-25')
    expect((screen.getByLabelText(tr['order_status.label']) as HTMLSelectElement).value).toBe('cancelled')
    expect((screen.getByLabelText(tr['payment_status.label']) as HTMLSelectElement).value).toBe('failed')
  })

  it('says no orders were found and shows no page numbers for a single page', async () => {
    server.use(orderListHandler(() => []))
    renderAdmin('/admin/orders?status=delivered')
    const table = await screen.findByRole('table', { name: 'Siparişler (0)' })
    expect(within(table).getByText(tr['admin.orders.empty'])).toBeTruthy()
    expect(screen.queryByRole('navigation', { name: tr['pagination.label'] })).toBeNull()
  })

  it('serves a moderator too (orders are staff work)', async () => {
    server.use(orderListHandler(rows))
    renderAdmin('/admin/orders', 'moderator')
    expect(await screen.findByRole('table', { name: 'Siparişler (2)' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Düzenle: ORD-2505-0002' })).toBeTruthy()
  })

  it('shows a list failure inline with a retry that loads the table', async () => {
    let calls = 0
    server.use(
      http.get('*/api/orders', () => {
        calls += 1
        return calls === 1
          ? fail(500, 'Sunucu hatası')
          : ok({ orders: rows() }, { page: 1, limit: 20, total: 2, pages: 1 })
      }),
    )
    renderAdmin('/admin/orders')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(tr['admin.orders.list_error'])
    expect(alert.textContent).toContain('Sunucu hatası')
    await userEvent.click(within(alert).getByRole('button', { name: tr['remote.retry'] }))
    expect(await screen.findByRole('table', { name: 'Siparişler (2)' })).toBeTruthy()
  })
})
