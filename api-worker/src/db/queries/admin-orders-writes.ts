import type { LocalizedText, OrderStatus, OrderStockEffect, PaymentStatus } from '@shop/domain'
import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../env'
import { auditStatement } from '../../lib/audit'
import { orderItems, orders, products } from '../schema'
import { batchFailure } from './order-failure'
import { orderStockStatement } from './order-writes'

/** The fields of an order the admin's status call changes. */
export interface AdminOrderFields {
  status: OrderStatus
  paymentStatus: PaymentStatus
  trackingNumber: string | null
  estimatedDeliveryDate: string | null
}

export async function readAdminOrderFields(db: Db, orderId: string): Promise<AdminOrderFields | null> {
  const [row] = await db
    .select({
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      trackingNumber: orders.trackingNumber,
      estimatedDeliveryDate: orders.estimatedDeliveryDate,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1)
  return row ?? null
}

export interface OrderLineStock {
  productId: string | null
  /** The product's current name, or the order's snapshot of it once the product is gone. */
  name: LocalizedText
  quantity: number
  /** Null when the product has been deleted. */
  stock: number | null
}

/** Each product of an order with the units the order holds and what is on stock now: what re-opening would take. */
export async function readOrderLineStock(db: Db, orderId: string): Promise<OrderLineStock[]> {
  const rows = await db
    .select({
      productId: orderItems.productId,
      snapshot: orderItems.productName,
      name: products.name,
      quantity: orderItems.quantity,
      stock: products.stock,
    })
    .from(orderItems)
    .leftJoin(products, eq(orderItems.productId, products.id))
    .where(eq(orderItems.orderId, orderId))
  return rows.map((row) => ({
    productId: row.productId,
    name: row.name ?? row.snapshot,
    quantity: row.quantity,
    stock: row.stock,
  }))
}

/**
 * The order row is still exactly as it was read: every statement of the change carries this condition, so a change
 * made in between (another admin, a second click, the customer's cancel) makes the whole batch a no-op. Re-opening
 * also needs every line to still have its product, or units would be owed to nothing.
 */
function stillAsRead(orderId: string, read: AdminOrderFields, stock: OrderStockEffect): SQL {
  return and(
    eq(orders.id, orderId),
    eq(orders.status, read.status),
    eq(orders.paymentStatus, read.paymentStatus),
    sql`${orders.trackingNumber} is ${read.trackingNumber}`,
    sql`${orders.estimatedDeliveryDate} is ${read.estimatedDeliveryDate}`,
    stock === 'take'
      ? sql`not exists (select 1 from ${orderItems} oi where oi.order_id = ${orderId} and oi.product_id is null)`
      : undefined,
  ) as SQL
}

export interface AdminOrderChange {
  orderId: string
  actorId: string
  before: AdminOrderFields
  after: AdminOrderFields
  stock: OrderStockEffect
}

export type AdminOrderChangeOutcome = 'applied' | 'changed' | 'short_stock'

/**
 * Writes a status change in one batch: the audit row (before/after of the changed fields), the stock move of a
 * cancel ('return') or a re-opening ('take'), then the order row, each only while the order is still as read.
 * 'changed': the order moved meanwhile and nothing was written. 'short_stock': a product had fewer units than the
 * order needs back; the CHECK (stock >= 0) constraint rolled the whole batch back.
 */
export async function writeAdminOrderChange(
  db: Db,
  change: AdminOrderChange,
): Promise<AdminOrderChangeOutcome> {
  const { orderId, before, after, stock } = change
  const now = new Date().toISOString()
  const asRead = stillAsRead(orderId, before, stock)
  const cancelledAt =
    stock === 'return' ? { cancelledAt: now } : stock === 'take' ? { cancelledAt: null } : {}
  const audit = auditStatement(db, {
    actorId: change.actorId,
    entity: 'order',
    verb: 'update_status',
    entityId: orderId,
    before: { ...before },
    after: { ...after },
    note: stock ? { stock: stock === 'return' ? 'returned' : 'taken' } : undefined,
    onlyIf: sql`exists (select 1 from ${orders} where ${asRead})`,
  })
  const update = db
    .update(orders)
    .set({ ...after, ...cancelledAt, updatedAt: now })
    .where(asRead)
    .returning({ id: orders.id })
  try {
    const changed = stock
      ? (await db.batch([audit, orderStockStatement(db, orderId, stock, asRead), update]))[2]
      : (await db.batch([audit, update]))[1]
    return changed.length === 1 ? 'applied' : 'changed'
  } catch (error) {
    if (stock === 'take' && batchFailure(error) === 'stock') return 'short_stock'
    throw error
  }
}
