import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { SQLiteUpdateSetSource } from 'drizzle-orm/sqlite-core'
import type { Db } from '../../env'
import { orderItems, products } from '../schema'
import { auditProducts, idIn, type ProductAuditAction } from './admin-products-audit'
import type { ProductRow } from './product-dto'
import type { ProductColumns } from './product-input-columns'

const now = () => new Date().toISOString()

/** Creates the product and its audit row in one batch. Throws what D1 throws (a UNIQUE race among them). */
export async function insertProductRow(db: Db, actorId: string, id: string, columns: ProductColumns) {
  const at = now()
  await db.batch([
    db.insert(products).values({ id, ...columns, shortDescription: {}, createdAt: at, updatedAt: at }),
    auditProducts(db, {
      actorId,
      action: 'create',
      where: eq(products.id, id),
      details: { sku: columns.sku, slug: columns.slug },
    }),
  ])
}

/** Columns kept in step by `derivedProductColumns`: they follow the form fields, so the audit leaves them out. */
const DERIVED = new Set(['effectivePrice', 'nameSortKey', 'searchNames', 'searchText'])

/** The form fields that differ from what was stored, for the audit log. */
function changedFields(before: ProductRow, after: ProductColumns): string[] {
  return (Object.keys(after) as (keyof ProductColumns)[]).filter(
    (key) => !DERIVED.has(key) && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  )
}

/** Replaces a product's form fields and records which changed; false when the product is gone. */
export async function updateProductRow(
  db: Db,
  actorId: string,
  before: ProductRow,
  columns: ProductColumns,
): Promise<boolean> {
  const [updated] = await db.batch([
    db
      .update(products)
      .set({ ...columns, updatedAt: now() })
      .where(eq(products.id, before.id))
      .returning({ id: products.id }),
    auditProducts(db, {
      actorId,
      action: 'update',
      where: eq(products.id, before.id),
      details: { sku: columns.sku, changes: changedFields(before, columns) },
    }),
  ])
  return updated.length === 1
}

const inOrders = sql`exists (select 1 from ${orderItems} where ${orderItems.productId} = ${products.id})`
const notInOrders = sql`not ${inOrders}`

export interface DeletedProduct {
  id: string
  images: string[]
  videos: string[]
}

export interface DeleteOutcome {
  deleted: DeletedProduct[]
  hidden: string[]
}

/**
 * Deletes the products no order line refers to (their wishlist rows cascade) and makes the others inactive instead,
 * in one batch: each statement carries its own condition, and the audit rows are written first, while every
 * product still exists, saying which of the two happened to it. Answers the deleted products with their media (the
 * delete returns the rows as they were) and the hidden ids; ids of neither were not found.
 */
export async function deleteOrHideProducts(db: Db, actorId: string, ids: readonly string[]) {
  const chosen = idIn(ids)
  const [, hidden, deleted] = await db.batch([
    auditProducts(db, {
      actorId,
      action: sql`case when ${inOrders} then 'hide' else 'delete' end`,
      where: chosen,
      details: sql`json_object('sku', ${products.sku}, 'name', json(${products.name}))`,
    }),
    db
      .update(products)
      .set({ isActive: false, updatedAt: now() })
      .where(and(chosen, inOrders))
      .returning({ id: products.id }),
    db
      .delete(products)
      .where(and(chosen, notInOrders))
      .returning({ id: products.id, images: products.images, videos: products.videos }),
  ])
  return { deleted, hidden: hidden.map((row) => row.id) } satisfies DeleteOutcome
}

/**
 * Sets fields of the chosen products and audits each changed one, in one batch; the audit runs after the update, so
 * `details` (an SQL JSON object per product) reads the new values. Answers the ids changed; the others do not exist.
 */
export async function updateProducts(
  db: Db,
  actorId: string,
  ids: readonly string[],
  set: SQLiteUpdateSetSource<typeof products>,
  audit: { action: ProductAuditAction; details: SQL },
): Promise<string[]> {
  const chosen = idIn(ids)
  const [updated] = await db.batch([
    db
      .update(products)
      .set({ ...set, updatedAt: now() })
      .where(chosen)
      .returning({ id: products.id }),
    auditProducts(db, { actorId, action: audit.action, where: chosen, details: audit.details }),
  ])
  return updated.map((row) => row.id)
}
