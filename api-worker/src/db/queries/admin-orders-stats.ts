import {
  kurusToLira,
  ORDER_STATUSES,
  type OrderStatsOverview,
  type OrderStatsPeriod,
  type OrderStatus,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from '@shop/domain'
import { count, gte, sql } from 'drizzle-orm'
import type { Db } from '../../env'
import { orders } from '../schema'
import { revenueDates } from './dashboard'

const DAYS: Record<Exclude<OrderStatsPeriod, '12m'>, number> = { '7d': 7, '30d': 30, '90d': 90 }
const MONTHS = 12

/** The last `months` calendar months (UTC), YYYY-MM, oldest first, ending with the current one. */
export function monthKeys(now: Date, months = MONTHS): string[] {
  return Array.from({ length: months }, (_, index) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1 - index), 1))
      .toISOString()
      .slice(0, 7),
  )
}

interface Buckets {
  bucket: 'day' | 'month'
  keys: string[]
  /** The first instant of the period, comparable with created_at. */
  since: string
  from: string
}

function bucketsOf(period: OrderStatsPeriod, now: Date): Buckets {
  if (period === '12m') {
    const keys = monthKeys(now)
    const from = `${keys[0]}-01`
    return { bucket: 'month', keys, since: `${from}T00:00:00.000Z`, from }
  }
  const keys = revenueDates(now, DAYS[period])
  const from = keys[0] as string
  return { bucket: 'day', keys, since: `${from}T00:00:00.000Z`, from }
}

/** Kuruş of the orders that count as revenue: every status but cancelled (as on the dashboard). */
const revenue =
  sql<number>`coalesce(sum(case when ${orders.status} <> 'cancelled' then ${orders.totalAmount} end), 0)`.mapWith(
    Number,
  )

const zeroes = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>

/**
 * GET /orders/stats/overview: three grouped reads of one range of the created_at index, in one batch. Periods are
 * UTC days (or months), like the dashboard's revenue series.
 */
export async function orderStatsOverview(
  db: Db,
  period: OrderStatsPeriod,
  now: Date = new Date(),
): Promise<OrderStatsOverview> {
  const { bucket, keys, since, from } = bucketsOf(period, now)
  const key =
    bucket === 'day'
      ? sql<string>`substr(${orders.createdAt}, 1, 10)`
      : sql<string>`substr(${orders.createdAt}, 1, 7)`
  const inPeriod = gte(orders.createdAt, since)
  const [statusRows, paymentRows, seriesRows] = await db.batch([
    db
      .select({ status: orders.status, orders: count(), revenue })
      .from(orders)
      .where(inPeriod)
      .groupBy(orders.status),
    db
      .select({ paymentStatus: orders.paymentStatus, orders: count() })
      .from(orders)
      .where(inPeriod)
      .groupBy(orders.paymentStatus),
    db.select({ key, orders: count(), revenue }).from(orders).where(inPeriod).groupBy(key),
  ])

  const byStatus = zeroes<OrderStatus>(ORDER_STATUSES)
  let totalRevenue = 0
  for (const row of statusRows) {
    byStatus[row.status] = row.orders
    totalRevenue += row.revenue
  }
  const byPaymentStatus = zeroes<PaymentStatus>(PAYMENT_STATUSES)
  for (const row of paymentRows) byPaymentStatus[row.paymentStatus] = row.orders
  const totalOrders = ORDER_STATUSES.reduce((sum, status) => sum + byStatus[status], 0)
  const counted = totalOrders - byStatus.cancelled
  const byKey = new Map(seriesRows.map((row) => [row.key, row]))
  return {
    period,
    bucket,
    from,
    to: now.toISOString().slice(0, 10),
    totalOrders,
    byStatus,
    byPaymentStatus,
    revenue: kurusToLira(totalRevenue),
    averageOrderValue: counted === 0 ? 0 : kurusToLira(Math.round(totalRevenue / counted)),
    series: keys.map((date) => {
      const row = byKey.get(date)
      return { date, orders: row?.orders ?? 0, revenue: kurusToLira(row?.revenue ?? 0) }
    }),
  }
}
