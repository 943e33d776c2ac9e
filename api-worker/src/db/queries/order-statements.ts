import { eq, fillPlaceholders, getTableColumns, type SQL, sql } from 'drizzle-orm'
import { cacheGenerationBumpForStock } from '../../cache/generation'
import type { D1Database, Db } from '../../env'
import { orderItems, orders, products } from '../schema'
import { orderStillHolds } from './order-conditions'
import type { OrderItemRow, OrderRow } from './order-dto'

interface Template {
  sql: string
  params: unknown[]
}

const p = sql.placeholder

/**
 * Takes a line's units off its product's stock. A D1 batch is atomic but not conditional (a statement that changes
 * nothing does not stop the others), so the condition is made to fail loudly: when the product is no longer active,
 * its price is no longer the one the order was priced at, or (`condition`) anything else the order went by changed,
 * stock is set to -1; when there is not enough stock, the subtraction goes below zero. Either breaks the
 * CHECK (stock >= 0) constraint and the whole batch, order included, rolls back. A deleted product fails the
 * order_items foreign key instead.
 */
function takeStock(db: Db, condition: SQL | null): Template {
  const extra = condition ? sql` and ${condition}` : sql``
  return db
    .update(products)
    .set({
      stock: sql`case when ${products.isActive} = 1 and ${products.effectivePrice} = ${p('unitPrice')}${extra}
        then ${products.stock} - ${p('quantity')} else -1 end`,
    })
    .where(eq(products.id, p('productId')))
    .toSQL()
}

/**
 * The order batch's statements, rendered by drizzle once per isolate with placeholders and bound per order: an order
 * is placed hundreds of times a second, and building the same SQL each time was a fair part of its cost.
 */
function render(db: Db) {
  const placeholders = (columns: Record<string, unknown>) =>
    Object.fromEntries(Object.keys(columns).map((key) => [key, p(key)]))
  const orderColumns = placeholders(getTableColumns(orders))
  const itemColumns = placeholders(getTableColumns(orderItems))
  return {
    insertOrder: db
      .insert(orders)
      .values(orderColumns as never)
      .toSQL(),
    insertItem: db
      .insert(orderItems)
      .values(itemColumns as never)
      .toSQL(),
    takeStock: takeStock(db, null),
    takeStockIfUnchanged: takeStock(db, orderStillHolds(db, false)),
    takeStockIfUnchangedWithRate: takeStock(db, orderStillHolds(db, true)),
    // Visitors read stock: an order that leaves a product low or out makes what the edge cached stale.
    bumpCacheGeneration: cacheGenerationBumpForStock(db, p('orderId')).toSQL(),
  }
}

let rendered: ReturnType<typeof render> | null = null

function templates(db: Db) {
  rendered ??= render(db)
  return rendered
}

/** The D1 binding under a drizzle client: drizzle keeps it as `$client`, which the shared `Db` type leaves out. */
export function d1Of(db: Db): D1Database {
  return (db as Db & { $client: D1Database }).$client
}

/** A statement with its placeholders filled (a column's placeholder is encoded as the column stores it: JSON as text). */
function bound(d1: D1Database, template: Template, values: object) {
  return d1
    .prepare(template.sql)
    .bind(...fillPlaceholders(template.params, values as Record<string, unknown>))
}

export type StockCondition = 'none' | 'unchanged' | 'unchanged-with-rate'

/**
 * The statements of one order's batch: the order row, its lines, one stock statement per line (with the conditions'
 * values for each, see order-conditions.ts) and the edge cache's generation bump when stock ran low.
 */
export function orderBatchStatements(
  db: Db,
  order: OrderRow,
  items: readonly OrderItemRow[],
  stock: { condition: StockCondition; values: (item: OrderItemRow) => Record<string, unknown> },
) {
  const t = templates(db)
  const d1 = d1Of(db)
  const stockTemplate = {
    none: t.takeStock,
    unchanged: t.takeStockIfUnchanged,
    'unchanged-with-rate': t.takeStockIfUnchangedWithRate,
  }[stock.condition]
  return [
    bound(d1, t.insertOrder, order),
    ...items.map((item) => bound(d1, t.insertItem, item)),
    ...items.map((item) =>
      bound(d1, stockTemplate, {
        ...stock.values(item),
        productId: item.productId,
        unitPrice: item.unitPrice,
        quantity: item.quantity,
      }),
    ),
    bound(d1, t.bumpCacheGeneration, { orderId: order.id }),
  ] as const
}
