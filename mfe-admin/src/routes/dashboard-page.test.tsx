import type { DashboardStats } from '@shop/domain'
import { allMessagesFor } from '@shop/i18n/messages/all'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { fail, ok, settingsHandler, startApiServer } from '../test/api-server'
import { renderAdmin } from '../test/render-admin'

const tr = allMessagesFor('tr')

/** 30 UTC days ending 2025-05-30; sales on three of them, the best on 2025-05-20. */
const revenueByDay = Array.from({ length: 30 }, (_, index) => {
  const date = `2025-05-${String(index + 1).padStart(2, '0')}`
  const revenue = ({ '2025-05-03': 250.5, '2025-05-20': 1200, '2025-05-29': 49.5 } as Record<string, number>)[
    date
  ]
  return { date, revenue: revenue ?? 0, orders: revenue ? 2 : 0 }
})

const statuses = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const

const stats: DashboardStats = {
  totalOrders: 1234,
  totalRevenue: 98765.4,
  totalProducts: 321,
  totalUsers: 45,
  pendingOrders: 7,
  completedOrders: 1100,
  lowStockProducts: 3,
  recentOrders: statuses.map((status, index) => ({
    _id: `o${index}`,
    orderNumber: `ORD-2505-000${index}`,
    createdAt: `2025-05-30T1${index}:15:00.000Z`,
    totalAmount: 100 + index * 10.25,
    status,
    paymentStatus: 'pending',
    customerName: `Müşteri ${index}`,
  })),
  revenueByDay,
}

const server = startApiServer(settingsHandler())

function answerStats(data: DashboardStats) {
  server.use(http.get('*/api/dashboard/stats', () => ok(data)))
}

const cardValue = (id: string) => screen.getByTestId(`stat-${id}`).querySelector('dd')?.textContent

describe('dashboard', () => {
  it('shows the figures of the stats answer, lira in the shop style, and a loading state first', async () => {
    answerStats(stats)
    renderAdmin('/admin')
    expect(screen.getByTestId('dashboard-loading')).toBeTruthy()
    await screen.findByTestId('stat-orders')
    expect(screen.queryByTestId('dashboard-loading')).toBeNull()
    expect(cardValue('orders')).toBe('1.234')
    expect(cardValue('revenue')).toBe('98.765,40 ₺')
    expect(cardValue('products')).toBe('321')
    expect(cardValue('users')).toBe('45')
    expect(cardValue('pending')).toBe('7')
    expect(cardValue('completed')).toBe('1.100')
    expect(cardValue('low-stock')).toBe('3')
  })

  it("asks for the revenue days of the admin's own time zone, the one the orders' times are written in", async () => {
    const asked: string[] = []
    server.use(
      http.get('*/api/dashboard/stats', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('timeZone') ?? '')
        return ok(stats)
      }),
    )
    renderAdmin('/admin')
    await screen.findByTestId('stat-orders')
    expect(asked).toEqual([Intl.DateTimeFormat().resolvedOptions().timeZone])
  })

  it('warns about low stock and links to the low-stock products', async () => {
    answerStats(stats)
    renderAdmin('/admin')
    const card = await screen.findByTestId('stat-low-stock')
    expect(within(card).getByRole('img', { name: tr['admin.dashboard.low_stock_warning'] })).toBeTruthy()
    expect(
      within(card).getByRole('link', { name: tr['admin.dashboard.low_stock_link'] }).getAttribute('href'),
    ).toBe('/admin/products?lowStock=true')
  })

  it('shows no warning when no product is low on stock', async () => {
    answerStats({ ...stats, lowStockProducts: 0 })
    renderAdmin('/admin')
    const card = await screen.findByTestId('stat-low-stock')
    expect(within(card).queryByRole('img')).toBeNull()
    expect(within(card).getByRole('link', { name: tr['admin.dashboard.low_stock_link'] })).toBeTruthy()
  })

  it('lists the five recent orders with number, date, amount and the Turkish status', async () => {
    answerStats(stats)
    renderAdmin('/admin')
    const table = within(await screen.findByTestId('recent-orders')).getByRole('table', {
      name: tr['admin.dashboard.recent_orders'],
    })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(5)
    const first = within(rows[0] as HTMLElement).getAllByRole('cell')
    expect(first[0]?.textContent).toBe('ORD-2505-0000')
    expect(first[1]?.textContent).toBe('Müşteri 0')
    expect(first[2]?.querySelector('time')?.getAttribute('datetime')).toBe('2025-05-30T10:15:00.000Z')
    expect(first[2]?.textContent).toContain('2025')
    expect(first[3]?.textContent).toBe('100,00 ₺')
    expect(rows.map((row) => row.lastElementChild?.textContent)).toEqual([
      'Beklemede',
      'İşleniyor',
      tr['order_status.shipped'],
      tr['order_status.delivered'],
      tr['order_status.cancelled'],
    ])
  })

  it('describes the 30-day revenue chart in words and in a table', async () => {
    answerStats(stats)
    renderAdmin('/admin')
    expect((await screen.findByTestId('revenue-summary')).textContent).toBe(
      'Son 30 günde toplam gelir 1.500,00 ₺. En yüksek gün 20 Mayıs: 1.200,00 ₺.',
    )
    const table = screen.getByRole('table', { name: tr['admin.dashboard.revenue_table'] })
    expect(within(table).getAllByRole('row')).toHaveLength(31)
    expect(await screen.findByTestId('revenue-chart')).toBeTruthy()
  })

  it('says so when the 30 days had no revenue, without an empty chart or a table of zeros', async () => {
    answerStats({ ...stats, revenueByDay: revenueByDay.map((day) => ({ ...day, revenue: 0, orders: 0 })) })
    renderAdmin('/admin')
    expect((await screen.findByTestId('revenue-summary')).textContent).toBe(
      tr['admin.dashboard.revenue_summary_empty'],
    )
    await screen.findByTestId('stat-orders')
    expect(screen.queryByTestId('revenue-chart')).toBeNull()
    expect(screen.queryByRole('table', { name: tr['admin.dashboard.revenue_table'] })).toBeNull()
  })

  it('offers shortcuts that go somewhere, users only to an admin, and a way to the site', async () => {
    answerStats(stats)
    renderAdmin('/admin')
    await screen.findByTestId('stat-orders')
    expect(screen.getByTestId('shortcut-new-product').getAttribute('href')).toBe('/admin/products?new=1')
    expect(screen.getByTestId('shortcut-orders').getAttribute('href')).toBe('/admin/orders')
    expect(screen.getByTestId('shortcut-users').getAttribute('href')).toBe('/admin/users')
    expect(screen.getByTestId('shortcut-categories').getAttribute('href')).toBe('/admin/categories')
    expect(
      within(screen.getByRole('main'))
        .getByRole('link', { name: tr['admin.go_to_site'] })
        .getAttribute('href'),
    ).toBe('/')
  })

  it('leaves the users shortcut out for a moderator', async () => {
    answerStats(stats)
    renderAdmin('/admin', 'moderator')
    await screen.findByTestId('stat-orders')
    expect(screen.queryByTestId('shortcut-users')).toBeNull()
    expect(screen.getByTestId('shortcut-orders')).toBeTruthy()
  })

  it('shows the server message and no numbers when the stats call fails, and the figures after a retry', async () => {
    let calls = 0
    server.use(
      http.get('*/api/dashboard/stats', () => {
        calls += 1
        return calls === 1 ? fail(500, 'Veritabanına ulaşılamadı') : ok(stats)
      }),
    )
    renderAdmin('/admin')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(tr['admin.dashboard.load_error'])
    expect(alert.textContent).toContain('Veritabanına ulaşılamadı')
    const main = screen.getByRole('main')
    expect(within(main).queryAllByTestId(/^stat-/)).toHaveLength(0)
    expect(main.textContent).not.toMatch(/\d/)

    await userEvent.click(within(alert).getByRole('button'))
    expect(await screen.findByTestId('stat-orders')).toBeTruthy()
    expect(cardValue('orders')).toBe('1.234')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(calls).toBe(2)
  })
})
