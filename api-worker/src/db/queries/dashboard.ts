import {
  calendarDayIn,
  DASHBOARD_REVENUE_DAYS,
  type DashboardRecentOrder,
  type DashboardRevenueDay,
  type DashboardStats,
  dayStartIn,
  kurusToLira,
  LOW_STOCK_THRESHOLD,
  shiftDay,
} from '@shop/domain'
import { and, count, desc, eq, gte, isNull, lt, lte, ne, sql } from 'drizzle-orm'
import type { Db } from '../../env'
import { orders, products, users } from '../schema'
import { zonedDateTime } from './zoned-time'

/** The days (YYYY-MM-DD) of the revenue series in the zone: `days` of them, ending with today there. */
export function revenueDates(now: Date, timeZone = 'UTC', days = DASHBOARD_REVENUE_DAYS): string[] {
  const today = calendarDayIn(now, timeZone)
  return Array.from({ length: days }, (_, index) => shiftDay(today, index - (days - 1)))
}

/** Kuruş of the orders that count as revenue: every status but cancelled. */
const revenue =
  sql<number>`coalesce(sum(case when ${orders.status} <> 'cancelled' then ${orders.totalAmount} end), 0)`.mapWith(
    Number,
  )

/**
 * Every dashboard figure in one batch of aggregate reads. Revenue (total and per day) leaves cancelled orders out;
 * the order count includes them. Counts by status read the (status, created_at) index alone, the daily series a
 * range of the created_at index, its days the zone's; low stock reads the (is_active, stock) index of products.
 */
export async function dashboardStats(
  db: Db,
  { now = new Date(), timeZone = 'UTC' }: { now?: Date; timeZone?: string } = {},
): Promise<DashboardStats> {
  const dates = revenueDates(now, timeZone)
  const since = dayStartIn(dates[0] ?? '', timeZone)
  const until = dayStartIn(shiftDay(dates.at(-1) ?? '', 1), timeZone)
  const day = sql<string>`substr(${zonedDateTime(orders.createdAt, since, until, timeZone)}, 1, 10)`
  const [[orderTotals], [productTotals], [userTotals], [pending], [delivered], [lowStock], recent, daily] =
    await db.batch([
      db.select({ orders: count(), revenue }).from(orders),
      db.select({ total: count() }).from(products),
      db.select({ total: count() }).from(users).where(isNull(users.deletedAt)),
      db.select({ total: count() }).from(orders).where(eq(orders.status, 'pending')),
      db.select({ total: count() }).from(orders).where(eq(orders.status, 'delivered')),
      db
        .select({ total: count() })
        .from(products)
        .where(and(eq(products.isActive, true), lte(products.stock, LOW_STOCK_THRESHOLD))),
      db
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          createdAt: orders.createdAt,
          totalAmount: orders.totalAmount,
          status: orders.status,
          paymentStatus: orders.paymentStatus,
          customerName: sql<string>`coalesce(json_extract(${orders.shippingAddress}, '$.fullName'), '')`,
        })
        .from(orders)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(5),
      db
        .select({ date: day, revenue, orders: count() })
        .from(orders)
        .where(
          and(
            gte(orders.createdAt, since.toISOString()),
            lt(orders.createdAt, until.toISOString()),
            ne(orders.status, 'cancelled'),
          ),
        )
        .groupBy(day),
    ])
  return {
    totalOrders: orderTotals?.orders ?? 0,
    totalRevenue: kurusToLira(orderTotals?.revenue ?? 0),
    totalProducts: productTotals?.total ?? 0,
    totalUsers: userTotals?.total ?? 0,
    pendingOrders: pending?.total ?? 0,
    completedOrders: delivered?.total ?? 0,
    lowStockProducts: lowStock?.total ?? 0,
    recentOrders: recent.map(
      (row): DashboardRecentOrder => ({
        _id: row.id,
        orderNumber: row.orderNumber,
        createdAt: row.createdAt,
        totalAmount: kurusToLira(row.totalAmount),
        status: row.status,
        paymentStatus: row.paymentStatus,
        customerName: row.customerName,
      }),
    ),
    revenueByDay: zeroFilled(dates, daily),
  }
}

function zeroFilled(
  dates: readonly string[],
  rows: readonly { date: string; revenue: number; orders: number }[],
): DashboardRevenueDay[] {
  const byDate = new Map(rows.map((row) => [row.date, row]))
  return dates.map((date) => {
    const row = byDate.get(date)
    return { date, revenue: kurusToLira(row?.revenue ?? 0), orders: row?.orders ?? 0 }
  })
}
