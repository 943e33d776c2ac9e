import { env } from 'cloudflare:workers'
import type { DashboardStats, OrderDto } from '@shop/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { type Customer, call, registerCustomer, validAddress } from './helpers/api'
import { orderOf, product } from './helpers/orders'
import { moderatorToken, userWithRole } from './helpers/staff'

let admin: string
let customer: Customer

beforeAll(async () => {
  admin = await (await userWithRole('admin')).token()
  customer = await registerCustomer()
})

async function stats(token = admin): Promise<DashboardStats> {
  const { status, body } = await call<DashboardStats>('/dashboard/stats', { token })
  expect(status).toBe(200)
  return body.data
}

const DAY_MS = 24 * 60 * 60 * 1000
const utcDate = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10)

const setOrder = (id: string, column: 'status' | 'created_at', value: string) =>
  env.DB.prepare(`update orders set ${column} = ? where id = ?`).bind(value, id).run()

async function placeOrder(quantity = 1, fullName = validAddress.fullName): Promise<OrderDto> {
  const item = await product({ price: 100, stock: 50 })
  return orderOf(customer, {
    items: [{ product: item, quantity }],
    shippingAddress: { ...validAddress, fullName },
  })
}

const round = (lira: number) => Math.round(lira * 100) / 100

describe('GET /dashboard/stats', () => {
  it('counts orders, leaves cancelled orders out of revenue and counts delivered ones as completed', async () => {
    const before = await stats()
    const kept = await placeOrder(1)
    const delivered = await placeOrder(2)
    const cancelled = await placeOrder(3)
    const cancel = await call(`/orders/${cancelled._id}/cancel`, { method: 'PATCH', token: customer.token })
    expect(cancel.status).toBe(200)
    await setOrder(delivered._id, 'status', 'delivered')

    const after = await stats()
    expect(after.totalOrders - before.totalOrders).toBe(3)
    expect(round(after.totalRevenue - before.totalRevenue)).toBe(
      round(kept.totalAmount + delivered.totalAmount),
    )
    expect(after.pendingOrders - before.pendingOrders).toBe(1)
    expect(after.completedOrders - before.completedOrders).toBe(1)
    // Three products were created for the orders, and the customer registered before the first read.
    expect(after.totalProducts - before.totalProducts).toBe(3)
    expect(after.totalUsers).toBe(before.totalUsers)

    const today = after.revenueByDay.at(-1)
    const todayBefore = before.revenueByDay.at(-1)
    expect(today?.date).toBe(utcDate(0))
    expect(round((today?.revenue ?? 0) - (todayBefore?.revenue ?? 0))).toBe(
      round(kept.totalAmount + delivered.totalAmount),
    )
    expect((today?.orders ?? 0) - (todayBefore?.orders ?? 0)).toBe(2)
  })

  it('answers the five newest orders with the shipping name, amount in lira and status', async () => {
    const older = await placeOrder(1, 'Eski Sipariş')
    // Older than the revenue series and at noon: it must not move any day another test counts, in any zone.
    await setOrder(older._id, 'created_at', `${utcDate(40)}T12:00:00.000Z`)
    const placed: OrderDto[] = []
    for (const name of ['Mehmet Demir', 'Zeynep Kaya', 'Ali Çelik', 'Elif Şahin', 'Can Öztürk']) {
      placed.push(await placeOrder(1, name))
    }
    const { recentOrders } = await stats()
    expect(recentOrders).toHaveLength(5)
    expect(recentOrders.map((order) => order._id).sort()).toEqual(placed.map((order) => order._id).sort())
    const times = recentOrders.map((order) => order.createdAt)
    expect(times).toEqual([...times].sort().reverse())
    const first = placed[0] as OrderDto
    expect(recentOrders.find((order) => order._id === first._id)).toEqual({
      _id: first._id,
      orderNumber: first.orderNumber,
      createdAt: first.createdAt,
      totalAmount: first.totalAmount,
      status: 'pending',
      paymentStatus: 'pending',
      customerName: 'Mehmet Demir',
    })
  })

  it('gives 30 zero-filled UTC days ending today when no zone is asked for, each order on its day, older ones outside', async () => {
    const inside = await placeOrder(2)
    const outside = await placeOrder(4)
    const cancelled = await placeOrder(1)
    await setOrder(inside._id, 'created_at', `${utcDate(12)}T08:30:00.000Z`)
    await setOrder(outside._id, 'created_at', `${utcDate(30)}T23:59:59.000Z`)
    await setOrder(cancelled._id, 'created_at', `${utcDate(12)}T09:00:00.000Z`)
    await setOrder(cancelled._id, 'status', 'cancelled')

    const { revenueByDay } = await stats()
    expect(revenueByDay).toHaveLength(30)
    expect(revenueByDay.map((day) => day.date)).toEqual(
      Array.from({ length: 30 }, (_, index) => utcDate(29 - index)),
    )
    expect(revenueByDay.find((day) => day.date === utcDate(12))).toEqual({
      date: utcDate(12),
      revenue: inside.totalAmount,
      orders: 1,
    })
    expect(revenueByDay.some((day) => day.date === utcDate(30))).toBe(false)
    for (const daysAgo of [1, 5, 11, 13, 29]) {
      expect(revenueByDay.find((day) => day.date === utcDate(daysAgo))).toEqual({
        date: utcDate(daysAgo),
        revenue: 0,
        orders: 0,
      })
    }
  })

  it('counts the days of the time zone asked for: a late evening in UTC is the next day in Istanbul', async () => {
    const evening = await placeOrder(3)
    const lateEvening = await placeOrder(5)
    await setOrder(evening._id, 'created_at', `${utcDate(3)}T20:30:00.000Z`)
    await setOrder(lateEvening._id, 'created_at', `${utcDate(3)}T22:30:00.000Z`)
    const dayIn = async (query: string, date: string) => {
      const { status, body } = await call<DashboardStats>(`/dashboard/stats${query}`, { token: admin })
      expect(status).toBe(200)
      return body.data.revenueByDay.find((day) => day.date === date)
    }

    // Other orders of the file may share these days: the zones differ by exactly the two placed here.
    const [utc3, utc2, istanbul3, istanbul2] = await Promise.all([
      dayIn('', utcDate(3)),
      dayIn('?timeZone=UTC', utcDate(2)),
      dayIn('?timeZone=Europe/Istanbul', utcDate(3)),
      dayIn('?timeZone=Europe/Istanbul', utcDate(2)),
    ])
    expect((utc3?.orders ?? 0) - (istanbul3?.orders ?? 0)).toBe(1)
    expect(round((utc3?.revenue ?? 0) - (istanbul3?.revenue ?? 0))).toBe(lateEvening.totalAmount)
    expect((istanbul2?.orders ?? 0) - (utc2?.orders ?? 0)).toBe(1)
    expect(round((istanbul2?.revenue ?? 0) - (utc2?.revenue ?? 0))).toBe(lateEvening.totalAmount)
  })

  it('refuses a time zone it does not know, in Turkish and English', async () => {
    const turkish = await call('/dashboard/stats?timeZone=Mars/Olympus', { token: admin })
    expect(turkish.status).toBe(400)
    expect(turkish.body.errors).toEqual([
      { field: 'timeZone', message: 'Saat dilimi geçersiz (örnek: Europe/Istanbul)' },
    ])
    const english = await call('/dashboard/stats?timeZone=Nowhere', {
      token: admin,
      headers: { 'Accept-Language': 'en' },
    })
    expect(english.status).toBe(400)
    expect(english.body.message).toBe('The time zone is not valid (for example Europe/Istanbul)')
  })

  it('counts active products with 5 or fewer in stock as low stock', async () => {
    const before = await stats()
    await product({ stock: 5 })
    await product({ stock: 0 })
    await product({ stock: 6 })
    await product({ stock: 2, isActive: false })
    const after = await stats()
    expect(after.lowStockProducts - before.lowStockProducts).toBe(2)
    expect(after.totalProducts - before.totalProducts).toBe(4)
  })

  it('counts every account as a user', async () => {
    const before = await stats()
    await registerCustomer()
    await userWithRole('moderator')
    expect((await stats()).totalUsers - before.totalUsers).toBe(2)
  })

  it('is open to moderators and closed to customers and visitors', async () => {
    await stats(await moderatorToken())
    const asCustomer = await call('/dashboard/stats', { token: customer.token })
    expect(asCustomer.status).toBe(403)
    expect((await call('/dashboard/stats')).status).toBe(401)
  })
})
