import {
  calendarDayIn,
  dayStartIn,
  kurusToLira,
  ORDER_STATUSES,
  type OrderStatsOverview,
  type OrderStatsPeriod,
  type OrderStatus,
  PAYMENT_STATUSES,
  type PaymentStatus,
  shiftDay,
} from '@shop/domain'
import { count, gte, sql } from 'drizzle-orm'
import type { Db } from '../../env'
import { orders } from '../schema'
import { revenueDates } from './dashboard'
import { zonedDateTime } from './zoned-time'

const DAYS: Record<Exclude<OrderStatsPeriod, '12m'>, number> = { '7d': 7, '30d': 30, '90d': 90 }
const MONTHS = 12

/** The last `months` calendar months in the zone, YYYY-MM, oldest first, ending with the current one there. */
export function monthKeys(now: Date, timeZone = 'UTC', months = MONTHS): string[] {
  const [year, month] = calendarDayIn(now, timeZone).split('-').map(Number)
  return Array.from({ length: months }, (_, index) =>
    new Date(Date.UTC(year ?? 0, (month ?? 1) - 1 - (months - 1 - index), 1)).toISOString().slice(0, 7),
  )
}

interface Buckets {
  bucket: 'day' | 'month'
  keys: string[]
  /** The period's first day in the zone (YYYY-MM-DD). */
  from: string
}

function bucketsOf(period: OrderStatsPeriod, now: Date, timeZone: string): Buckets {
  if (period === '12m') {
    const keys = monthKeys(now, timeZone)
    return { bucket: 'month', keys, from: `${keys[0]}-01` }
  }
  const keys = revenueDates(now, timeZone, DAYS[period])
  return { bucket: 'day', keys, from: keys[0] as string }
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
 * days (or months) of the zone asked for, like the dashboard's revenue series.
 */
export async function orderStatsOverview(
  db: Db,
  period: OrderStatsPeriod,
  { now = new Date(), timeZone = 'UTC' }: { now?: Date; timeZone?: string } = {},
): Promise<OrderStatsOverview> {
  const { bucket, keys, from } = bucketsOf(period, now, timeZone)
  const today = calendarDayIn(now, timeZone)
  const since = dayStartIn(from, timeZone)
  const zoned = zonedDateTime(orders.createdAt, since, dayStartIn(shiftDay(today, 1), timeZone), timeZone)
  const key = sql<string>`substr(${zoned}, 1, ${bucket === 'day' ? 10 : 7})`
  const inPeriod = gte(orders.createdAt, since.toISOString())
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
    to: today,
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
