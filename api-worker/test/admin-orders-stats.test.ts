import { env } from 'cloudflare:workers'
import { calendarDayIn, type OrderDto, type OrderStatsOverview, type OrderStatsPeriod } from '@shop/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { monthKeys } from '../src/db/queries/admin-orders-stats'
import { placeOrder, setOrderState } from './admin-orders-fixtures'
import { type Customer, call, registerCustomer } from './helpers/api'
import { en, tr } from './helpers/messages'
import { moderatorToken, userWithRole } from './helpers/staff'

const DAY_MS = 24 * 60 * 60 * 1000
const dayAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10)

let admin: string
let customer: Customer

async function stats(query = '', token = admin): Promise<OrderStatsOverview> {
  const { status, body } = await call<OrderStatsOverview>(`/orders/stats/overview${query}`, { token })
  expect(status).toBe(200)
  return body.data
}

/** An order placed `daysAgo` days ago at noon UTC, optionally moved to another status. */
async function orderOn(
  daysAgo: number,
  quantity: number,
  status?: 'cancelled' | 'delivered',
): Promise<OrderDto> {
  const { order } = await placeOrder(customer, { stock: 50, quantity })
  await env.DB.prepare('update orders set created_at = ? where id = ?')
    .bind(`${dayAgo(daysAgo)}T12:00:00.000Z`, order._id)
    .run()
  if (status) await setOrderState(order._id, status, status === 'cancelled' ? 'cancelled' : 'completed')
  return order
}

const round = (lira: number) => Math.round(lira * 100) / 100
const sum = (orders: OrderDto[]) => round(orders.reduce((total, order) => total + order.totalAmount, 0))

/** Which of the orders below each period holds (by days ago): 7 days are 0-6, 30 are 0-29, 90 are 0-89. */
const DAYS_AGO = [0, 6, 7, 29, 30, 89, 90, 200, 400] as const
const placed = new Map<number, OrderDto>()
let cancelledToday: OrderDto
let before: Record<OrderStatsPeriod, OrderStatsOverview>
let after: Record<OrderStatsPeriod, OrderStatsOverview>
const periods: OrderStatsPeriod[] = ['7d', '30d', '90d', '12m']

const readAll = async () =>
  Object.fromEntries(
    await Promise.all(periods.map(async (period) => [period, await stats(`?period=${period}`)] as const)),
  ) as Record<OrderStatsPeriod, OrderStatsOverview>

beforeAll(async () => {
  admin = await (await userWithRole('admin')).token()
  customer = await registerCustomer()
  before = await readAll()
  for (const [index, days] of DAYS_AGO.entries()) {
    placed.set(days, await orderOn(days, 1 + index, days === 6 ? 'delivered' : undefined))
  }
  cancelledToday = await orderOn(0, 5, 'cancelled')
  after = await readAll()
})

/** The orders of the list above inside the last `days` days (the 12 months start on the first of a month). */
function within(period: OrderStatsPeriod): OrderDto[] {
  const first =
    period === '12m' ? `${monthKeys(new Date())[0]}-01` : dayAgo({ '7d': 6, '30d': 29, '90d': 89 }[period])
  return DAYS_AGO.filter((days) => dayAgo(days) >= first).map((days) => placed.get(days) as OrderDto)
}

describe('GET /orders/stats/overview', () => {
  it.each(periods)('%s: counts, revenue without cancelled orders, and the average', (period) => {
    const mine = within(period)
    const delta = (pick: (s: OrderStatsOverview) => number) =>
      round(pick(after[period]) - pick(before[period]))
    expect(delta((s) => s.totalOrders)).toBe(mine.length + 1)
    expect(delta((s) => s.byStatus.cancelled)).toBe(1)
    expect(delta((s) => s.byStatus.delivered)).toBe(1)
    expect(delta((s) => s.byStatus.pending)).toBe(mine.length - 1)
    expect(delta((s) => s.byPaymentStatus.completed)).toBe(1)
    expect(delta((s) => s.byPaymentStatus.cancelled)).toBe(1)
    expect(delta((s) => s.revenue)).toBe(sum(mine))

    const overview = after[period]
    const counted = overview.totalOrders - overview.byStatus.cancelled
    expect(overview.averageOrderValue).toBe(round(overview.revenue / counted))
    expect(Object.values(overview.byStatus).reduce((a, b) => a + b, 0)).toBe(overview.totalOrders)
    expect(Object.values(overview.byPaymentStatus).reduce((a, b) => a + b, 0)).toBe(overview.totalOrders)
  })

  it('puts 7, 30 and 90 days in daily points ending today', () => {
    for (const [period, days] of [
      ['7d', 7],
      ['30d', 30],
      ['90d', 90],
    ] as const) {
      const { series, bucket, from, to } = after[period]
      expect(bucket).toBe('day')
      expect(series).toHaveLength(days)
      expect(from).toBe(dayAgo(days - 1))
      expect(to).toBe(dayAgo(0))
      expect(series.map((point) => point.date)).toEqual(
        Array.from({ length: days }, (_, index) => dayAgo(days - 1 - index)),
      )
    }
    const sixDaysAgo = after['7d'].series[0]
    expect(sixDaysAgo).toEqual({ date: dayAgo(6), orders: 1, revenue: placed.get(6)?.totalAmount })
    const twentyNine = after['30d'].series.find((point) => point.date === dayAgo(29))
    expect(twentyNine).toEqual({ date: dayAgo(29), orders: 1, revenue: placed.get(29)?.totalAmount })
    expect(after['30d'].series.some((point) => point.date === dayAgo(30))).toBe(false)
    const today = (overview: OrderStatsOverview) => overview.series.at(-1) ?? { orders: 0, revenue: 0 }
    // Today: the pending order and the cancelled one are both placed; only the first is revenue.
    expect(today(after['7d']).orders - today(before['7d']).orders).toBe(2)
    expect(round(today(after['7d']).revenue - today(before['7d']).revenue)).toBe(placed.get(0)?.totalAmount)
    expect(cancelledToday.totalAmount).toBeGreaterThan(0)
  })

  it('puts 12 months in monthly points ending with this month', () => {
    const { series, bucket, from } = after['12m']
    expect(bucket).toBe('month')
    const months = monthKeys(new Date())
    expect(series.map((point) => point.date)).toEqual(months)
    expect(months).toHaveLength(12)
    expect(months.at(-1)).toBe(dayAgo(0).slice(0, 7))
    expect(from).toBe(`${months[0]}-01`)
    const month = dayAgo(200).slice(0, 7)
    const point = series.find((entry) => entry.date === month)
    const beforePoint = before['12m'].series.find((entry) => entry.date === month)
    expect((point?.orders ?? 0) - (beforePoint?.orders ?? 0)).toBe(1)
    expect(series.some((entry) => entry.date === dayAgo(400).slice(0, 7))).toBe(false)
  })

  it('defaults to 30 days and refuses other periods in Turkish and English', async () => {
    const fallback = await stats()
    expect(fallback.period).toBe('30d')
    expect(fallback.series).toHaveLength(30)
    const turkish = await call('/orders/stats/overview?period=1y', { token: admin })
    expect(turkish.status).toBe(400)
    expect(turkish.body.errors).toEqual([{ field: 'period', message: tr['admin.order.period_invalid'] }])
    const english = await call('/orders/stats/overview?period=week', {
      token: admin,
      headers: { 'Accept-Language': 'en' },
    })
    expect(english.body.message).toBe(en['admin.order.period_invalid'])
  })

  it('counts the days and months of the time zone asked for', async () => {
    const lateEvening = await orderOn(4, 7)
    await env.DB.prepare('update orders set created_at = ? where id = ?')
      .bind(`${dayAgo(4)}T22:30:00.000Z`, lateEvening._id)
      .run()
    const pointOn = (overview: OrderStatsOverview, date: string) =>
      overview.series.find((point) => point.date === date)
    const utc = await stats('?period=7d')
    const istanbul = await stats('?period=7d&timeZone=Europe/Istanbul')
    // The UTC day holds the order; in Istanbul it falls on the day after, and its series ends with Istanbul's today.
    expect((pointOn(utc, dayAgo(4))?.orders ?? 0) - (pointOn(istanbul, dayAgo(4))?.orders ?? 0)).toBe(1)
    expect((pointOn(istanbul, dayAgo(3))?.orders ?? 0) - (pointOn(utc, dayAgo(3))?.orders ?? 0)).toBe(1)
    expect(istanbul.to).toBe(calendarDayIn(new Date(), 'Europe/Istanbul'))
    const refused = await call('/orders/stats/overview?timeZone=Mars/Olympus', { token: admin })
    expect(refused.status).toBe(400)
  })

  it('serves moderators and refuses customers', async () => {
    expect((await stats('?period=7d', await moderatorToken())).period).toBe('7d')
    const refused = await call('/orders/stats/overview', { token: customer.token })
    expect(refused.status).toBe(403)
  })
})
