import { type Pagination, paginate } from '@shop/domain'
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../env'
import { orderItems, orders, products } from '../schema'
import { type OrderItemRow, type OrderRow, toOrderDto } from './order-dto'

/** Which orders a reader may see: a customer their own, an admin any. */
export interface OrderReader {
  userId: string
  isAdmin?: boolean
}

function visibleTo(reader: OrderReader, condition: SQL): SQL {
  return reader.isAdmin ? condition : (and(condition, eq(orders.userId, reader.userId)) as SQL)
}

export async function withItems(db: Db, rows: OrderRow[]) {
  if (rows.length === 0) return []
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    // Insertion order, which is the order the shopper listed the items in (ids only sort by second).
    .orderBy(asc(sql`${orderItems}.rowid`))
  const byOrder = new Map<string, OrderItemRow[]>()
  for (const item of items) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item])
  return rows.map((row) => toOrderDto(row, byOrder.get(row.id) ?? []))
}

async function findOne(db: Db, where: SQL) {
  const [row] = await db.select().from(orders).where(where).limit(1)
  if (!row) return undefined
  const [dto] = await withItems(db, [row])
  return dto
}

export function findOrderById(db: Db, reader: OrderReader, id: string) {
  return findOne(db, visibleTo(reader, eq(orders.id, id)))
}

export function findOrderByNumber(db: Db, reader: OrderReader, orderNumber: string) {
  return findOne(db, visibleTo(reader, eq(orders.orderNumber, orderNumber)))
}

/** A user's orders, newest first. */
export async function listOrdersOfUser(
  db: Db,
  userId: string,
  page: number,
  limit: number,
): Promise<{ orders: Awaited<ReturnType<typeof withItems>>; pagination: Pagination }> {
  const where = eq(orders.userId, userId)
  const [rows, [counted]] = await db.batch([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(orders).where(where),
  ])
  return { orders: await withItems(db, rows), pagination: paginate(page, limit, counted?.total ?? 0) }
}

export interface OrderableProduct {
  id: string
  name: (typeof products.$inferSelect)['name']
  sku: string
  images: string[]
  /** Kuruş: list price, discount price as stored, and what the shopper pays (discount rule applied). */
  price: number
  discountPrice: number | null
  effectivePrice: number
  stock: number
  isActive: boolean
}

const orderableColumns = {
  id: products.id,
  name: products.name,
  sku: products.sku,
  images: products.images,
  price: products.price,
  discountPrice: products.discountPrice,
  effectivePrice: products.effectivePrice,
  stock: products.stock,
  isActive: products.isActive,
}

/** What an order needs to know of its products, read at the moment of ordering. */
export function readOrderableProducts(db: Db, ids: string[]): Promise<OrderableProduct[]> {
  return db.select(orderableColumns).from(products).where(inArray(products.id, ids))
}

/**
 * An orderable product with the stored text of the columns an order line copies (name, images), so a write made
 * from it later can check in SQL that they are still what was read.
 */
export interface StoredOrderableProduct extends OrderableProduct {
  storedName: string
  storedImages: string
}

/** `readOrderableProducts` with the stored texts, unexecuted, for the order's batch of reads. */
export function storedOrderableProductsQuery(db: Db, ids: string[]) {
  return db
    .select({
      ...orderableColumns,
      storedName: sql<string>`cast(${products.name} as text)`,
      storedImages: sql<string>`cast(${products.images} as text)`,
    })
    .from(products)
    .where(inArray(products.id, ids))
}
