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
import type { D1PreparedStatement, Db } from '../../env'
import { createGroupCommit } from '../group-commit'
import { orderItems, orders, products } from '../schema'
import { type OrderConditions, orderConditionValues } from './order-conditions'
import { type OrderItemRow, type OrderRow, toOrderDto } from './order-dto'
import { batchFailure } from './order-failure'
import { d1Of, orderBatchStatements } from './order-statements'

/** A new order's status, payment status and method: the columns' defaults, written out so the answer is the row. */
const NEW_ORDER_STATUS = 'pending' satisfies OrderRow['status']
const NEW_PAYMENT_STATUS = 'pending' satisfies OrderRow['paymentStatus']
const ORDER_PAYMENT_METHOD = 'whatsapp'

/**
 * Orders placed at the same time share a commit (group-commit.ts). A group holds up to 48 statements (twelve
 * one-line orders): with a shared batch that fails on an order's constraint retried one order at a time, a request
 * runs at most about a hundred statements, well within a Worker invocation's D1 query limit. Any other failure (D1
 * itself) is every order's, retried by none: each client may retry with its Idempotency-Key.
 */
const commitOrder = createGroupCommit<D1PreparedStatement>({
  maxStatements: 48,
  entryMayHaveFailed: (error) => batchFailure(error) !== null,
})

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
  /** Facts the order went by without reading them first, checked inside the batch (order-conditions.ts). */
  conditions?: OrderConditions
}

/**
 * Creates the order, its lines and the stock decrements (each failing the whole batch unless its product can still
 * be sold as priced and, with `conditions`, everything else the order went by still holds: order-statements.ts) in
 * one atomic batch, shared with the orders placed at the same moment, and answers the order as stored. Every column
 * is written from here (defaults and times included), so the rows answered are the rows stored and nothing is read
 * back. Throws what D1 throws.
 */
export async function insertOrderWithStock(
  db: Db,
  order: NewOrder,
  keepAlive?: (work: Promise<unknown>) => void,
): Promise<OrderDto> {
  const { lines, totals } = order
  const now = new Date().toISOString()
  const row: OrderRow = {
    id: order.id,
    orderNumber: order.orderNumber,
    userId: order.userId,
    status: NEW_ORDER_STATUS,
    paymentStatus: NEW_PAYMENT_STATUS,
    paymentMethod: ORDER_PAYMENT_METHOD,
    shippingAddress: order.shippingAddress,
    notes: order.notes,
    subtotal: totals.subtotal,
    shippingCost: totals.shippingCost,
    taxAmount: totals.taxAmount,
    discountAmount: totals.discountAmount,
    totalAmount: totals.totalAmount,
    trackingNumber: null,
    estimatedDeliveryDate: null,
    whatsappMessage: order.whatsappMessage,
    language: order.language,
    idempotencyKey: order.idempotencyKey,
    requestHash: order.requestHash,
    cancelledAt: null,
    createdAt: now,
    updatedAt: now,
  }
  const items: OrderItemRow[] = lines.map((line) => ({
    id: line.id,
    orderId: order.id,
    productId: line.productId,
    productName: line.productName,
    productImage: line.productImage,
    sku: line.sku,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    total: line.total,
  }))
  const { conditions } = order
  const stock = conditions
    ? {
        condition: conditions.rate ? ('unchanged-with-rate' as const) : ('unchanged' as const),
        values: (item: OrderItemRow) => orderConditionValues(item, conditions),
      }
    : { condition: 'none' as const, values: () => ({}) }
  await commitOrder(d1Of(db), orderBatchStatements(db, row, items, stock), keepAlive)
  forgetCacheGeneration()
  return toOrderDto(row, items)
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
