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

/** What a search looks for in each place: the number and the folded name always, the phone's digits when typed. */
interface SearchNeedles {
  orderNumber: string
  name: string
  phone?: string
}

function needlesOf(search: string): SearchNeedles {
  const looksLikePhone = /\d/.test(search) && /^[\d\s\-().+]+$/.test(search)
  return {
    orderNumber: search.toUpperCase(),
    name: foldName(search),
    ...(looksLikePhone ? { phone: nationalPhoneDigits(search) } : {}),
  }
}

/** The trigram index finds a substring of three characters or more; a shorter one matches too many orders to need it. */
const TRIGRAM = 3

const indexable = (needles: SearchNeedles) =>
  [needles.orderNumber, needles.name, needles.phone].every(
    (needle) => needle === undefined || [...needle].length >= TRIGRAM,
  )

/** A quoted FTS5 phrase: with the trigram tokenizer, the text as a substring; a quote inside is doubled. */
const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`

/** A MATCH expression over migration 0015's index: each needle in its own column, any of them. */
function orderSearchExpression(needles: SearchNeedles): string {
  const terms = [`order_number : ${phrase(needles.orderNumber)}`, `full_name : ${phrase(needles.name)}`]
  if (needles.phone !== undefined) terms.push(`phone : ${phrase(needles.phone)}`)
  return terms.join(' OR ')
}

/**
 * The search over order number, shipping full name (Turkish letters folded, case ignored) and shipping phone
 * (digits only, so '0532 123' finds '0532 123 45 67', and the national number, so '+90 532 123 45 67' copied from
 * WhatsApp finds it too). Three characters or more are looked up in the trigram index (migration 0015), which holds
 * the same folds; a shorter search reads the orders the filters leave, as few characters match most of them anyway.
 */
function searchCondition(search: string): SQL {
  const needles = needlesOf(search)
  if (indexable(needles))
    return sql`${orders.id} in (select order_id from orders_search where orders_search match ${orderSearchExpression(needles)})`
  const conditions: SQL[] = [
    contains(sql`upper(${orders.orderNumber})`, needles.orderNumber),
    contains(sql`lower(${replaceAll(shippingField('fullName'), NAME_FOLD)})`, needles.name),
  ]
  if (needles.phone !== undefined) {
    const phoneDigits = replaceAll(
      shippingField('phone'),
      PHONE_PUNCTUATION.map((char) => [char, ''] as const),
    )
    conditions.push(contains(phoneDigits, needles.phone))
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

/** The statements of a page of the admin list: the page newest first, and the filter's exact total. */
export function adminOrderListStatements(db: Db, filter: AdminOrderListFilter) {
  const where = listWhere(filter)
  return {
    rows: db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    total: db.select({ total: count() }).from(orders).where(where),
  }
}

/**
 * GET /orders (admin): every customer's orders, newest first, with their lines (the table shows the item count), and
 * the total of the filter. Status filters read the (status, created_at) and (payment_status, created_at) indexes.
 */
export async function listAdminOrders(
  db: Db,
  filter: AdminOrderListFilter,
): Promise<{ orders: OrderDto[]; pagination: Pagination }> {
  const statements = adminOrderListStatements(db, filter)
  const [rows, [counted]] = await db.batch([statements.rows, statements.total])
  return {
    orders: await withItems(db, rows),
    pagination: paginate(filter.page, filter.limit, counted?.total ?? 0),
  }
}
