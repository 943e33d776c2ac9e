import {
  type adminOrderListQuerySchema,
  nationalPhoneDigits,
  type OrderDto,
  type Pagination,
  paginate,
} from '@shop/domain'
import { and, count, desc, eq, or, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../env'
import { orders } from '../schema'
import { contains } from './contains'
import { withItems } from './order-reads'

export type AdminOrderListFilter = z.output<typeof adminOrderListQuerySchema>

/**
 * Turkish letters and what both sides of a name search fold them to, before ASCII lower-casing (SQLite's `lower()`
 * only knows ASCII): 'AYŞE', 'ayse' and 'Ayşe' all become 'ayse'. The same table folds the column and the query.
 */
const NAME_FOLD: readonly (readonly [string, string])[] = [
  ['Ç', 'c'],
  ['ç', 'c'],
  ['Ğ', 'g'],
  ['ğ', 'g'],
  ['İ', 'i'],
  ['I', 'i'],
  ['ı', 'i'],
  ['Ö', 'o'],
  ['ö', 'o'],
  ['Ş', 's'],
  ['ş', 's'],
  ['Ü', 'u'],
  ['ü', 'u'],
]

/** Characters people put inside phone numbers; the phone search compares digits only. */
const PHONE_PUNCTUATION = [' ', '-', '(', ')', '.', '+']

export function foldName(text: string): string {
  let folded = text
  for (const [from, to] of NAME_FOLD) folded = folded.replaceAll(from, to)
  return folded.replace(/[A-Z]/g, (letter) => letter.toLowerCase())
}

function replaceAll(column: SQL, pairs: readonly (readonly [string, string])[]): SQL {
  return pairs.reduce((expression, [from, to]) => sql`replace(${expression}, ${from}, ${to})`, column)
}

const shippingField = (name: 'fullName' | 'phone') =>
  sql`coalesce(json_extract(${orders.shippingAddress}, ${`$.${name}`}), '')`

/**
 * The search over order number, shipping full name (Turkish letters folded, case ignored) and shipping phone
 * (digits only, so '0532 123' finds '0532 123 45 67', and the national number, so '+90 532 123 45 67' copied from
 * WhatsApp finds it too). A scan of the rows the filters leave: fine for an admin
 * list of a shop's orders, and the newest-first order still reads the created_at index.
 */
function searchCondition(search: string): SQL {
  const conditions: SQL[] = [
    contains(sql`upper(${orders.orderNumber})`, search.toUpperCase()),
    contains(sql`lower(${replaceAll(shippingField('fullName'), NAME_FOLD)})`, foldName(search)),
  ]
  if (/\d/.test(search) && /^[\d\s\-().+]+$/.test(search)) {
    const phoneDigits = replaceAll(
      shippingField('phone'),
      PHONE_PUNCTUATION.map((char) => [char, ''] as const),
    )
    conditions.push(contains(phoneDigits, nationalPhoneDigits(search)))
  }
  return or(...conditions) as SQL
}

function listWhere(filter: AdminOrderListFilter): SQL | undefined {
  return and(
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.paymentStatus ? eq(orders.paymentStatus, filter.paymentStatus) : undefined,
    filter.search ? searchCondition(filter.search) : undefined,
  )
}

/**
 * GET /orders (admin): every customer's orders, newest first, with their lines (the table shows the item count), and
 * the total of the filter. Status filters read the (status, created_at) and (payment_status, created_at) indexes.
 */
export async function listAdminOrders(
  db: Db,
  filter: AdminOrderListFilter,
): Promise<{ orders: OrderDto[]; pagination: Pagination }> {
  const where = listWhere(filter)
  const [rows, [counted]] = await db.batch([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ total: count() }).from(orders).where(where),
  ])
  return {
    orders: await withItems(db, rows),
    pagination: paginate(filter.page, filter.limit, counted?.total ?? 0),
  }
}
