import {
  CANCELLABLE_ORDER_STATUSES,
  type LocalizedText,
  NON_CANCELLABLE_PAYMENT_STATUS,
  type OrderDto,
  type OrderTotals,
  type ShippingAddress,
} from '@shop/domain'
import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm'
import { cacheGenerationBump, forgetCacheGeneration } from '../../cache/generation'
import type { Db } from '../../env'
import { orderItems, orders, products } from '../schema'
import { toOrderDto } from './order-dto'

export interface NewOrderLine {
  id: string
  productId: string
  productName: LocalizedText
  productImage: string | null
  sku: string
  quantity: number
  /** Kuruş, discount applied, as read when ordering. */
  unitPrice: number
  total: number
}

export interface NewOrder {
  id: string
  orderNumber: string
  userId: string
  shippingAddress: ShippingAddress
  notes: string | null
  totals: OrderTotals
  whatsappMessage: string
  language: string
  idempotencyKey: string | null
  requestHash: string | null
  lines: [NewOrderLine, ...NewOrderLine[]]
}

/**
 * Takes each line's units off its product's stock, in the same batch as the order. A D1 batch is atomic but not
 * conditional (a statement that changes nothing does not stop the others), so the condition is made to fail
 * loudly: when the product is no longer active or its price is no longer the one the order was priced at, stock
 * is set to -1; when there is not enough stock, the subtraction goes below zero. Either breaks the
 * CHECK (stock >= 0) constraint and the whole batch, order included, rolls back. A deleted product fails the
 * order_items foreign key instead.
 */
function takeStock(db: Db, line: NewOrderLine) {
  return db
    .update(products)
    .set({
      stock: sql`case when ${products.isActive} = 1 and ${products.effectivePrice} = ${line.unitPrice}
        then ${products.stock} - ${line.quantity} else -1 end`,
    })
    .where(eq(products.id, line.productId))
}

/**
 * Creates the order, its lines and the stock decrements in one atomic batch and answers the order as stored (the
 * inserts return their rows, so no second read is needed). Throws what D1 throws.
 */
export async function insertOrderWithStock(db: Db, order: NewOrder): Promise<OrderDto> {
  const { lines, totals } = order
  const [[created], items] = await db.batch([
    db
      .insert(orders)
      .values({
        id: order.id,
        orderNumber: order.orderNumber,
        userId: order.userId,
        shippingAddress: order.shippingAddress,
        notes: order.notes,
        subtotal: totals.subtotal,
        shippingCost: totals.shippingCost,
        taxAmount: totals.taxAmount,
        discountAmount: totals.discountAmount,
        totalAmount: totals.totalAmount,
        whatsappMessage: order.whatsappMessage,
        language: order.language,
        idempotencyKey: order.idempotencyKey,
        requestHash: order.requestHash,
      })
      .returning(),
    db
      .insert(orderItems)
      .values(lines.map((line) => ({ ...line, orderId: order.id })))
      .returning(),
    ...lines.map((line) => takeStock(db, line)),
    // Visitors read stock: what the edge cached before this order is stale.
    cacheGenerationBump(db),
  ])
  forgetCacheGeneration()
  if (!created) throw new Error(`order ${order.id} was not returned by its insert`)
  return toOrderDto(created, items)
}

/** The order is the user's and may still be cancelled: the domain's `canBeCancelled` rule, in SQL. */
function cancellable(userId: string, orderId: string): SQL {
  return and(
    eq(orders.id, orderId),
    eq(orders.userId, userId),
    inArray(orders.status, [...CANCELLABLE_ORDER_STATUSES]),
    ne(orders.paymentStatus, NON_CANCELLABLE_PAYMENT_STATUS),
  ) as SQL
}

/**
 * Moves an order's units between the order and its products' stock: 'return' adds each line's quantity back, 'take'
 * subtracts it again (a product short of it breaks the CHECK (stock >= 0) constraint and the whole batch). The
 * statement changes nothing unless `onlyIf`, a condition on the order row, holds when it runs; a deleted product's
 * line is skipped. Shared by the customer's cancel and the admin's status change.
 */
export function orderStockStatement(db: Db, orderId: string, direction: 'return' | 'take', onlyIf: SQL) {
  const units = sql`coalesce((select sum(oi.quantity) from ${orderItems} oi
    where oi.order_id = ${orderId} and oi.product_id = ${products.id}), 0)`
  return db
    .update(products)
    .set({
      stock: direction === 'return' ? sql`${products.stock} + ${units}` : sql`${products.stock} - ${units}`,
    })
    .where(
      and(
        sql`${products.id} in (select oi.product_id from ${orderItems} oi where oi.order_id = ${orderId})`,
        sql`exists (select 1 from ${orders} where ${onlyIf})`,
      ),
    )
}

/**
 * Cancels the order and puts its units back on stock, in one batch. The stock statement runs first and only while
 * the order is still cancellable; the status update that follows in the same transaction makes it not so. So a
 * second cancel (double click, two tabs) finds the order cancelled and restores nothing. Answers whether this call
 * did the cancelling.
 */
export async function cancelOrderAndRestock(db: Db, userId: string, orderId: string): Promise<boolean> {
  const now = new Date().toISOString()
  const [, cancelled] = await db.batch([
    orderStockStatement(db, orderId, 'return', cancellable(userId, orderId)),
    db
      .update(orders)
      .set({
        status: 'cancelled',
        paymentStatus: sql`case when ${orders.paymentStatus} = 'pending' then 'cancelled' else ${orders.paymentStatus} end`,
        cancelledAt: now,
        updatedAt: now,
      })
      .where(cancellable(userId, orderId))
      .returning({ id: orders.id }),
    cacheGenerationBump(db),
  ])
  forgetCacheGeneration()
  return cancelled.length === 1
}
