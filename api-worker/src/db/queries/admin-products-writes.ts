import { kurusToLira } from '@shop/domain'
import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { SQLiteUpdateSetSource } from 'drizzle-orm/sqlite-core'
import type { Db } from '../../env'
import { changedFields } from '../../lib/audit'
import { orderItems, products } from '../schema'
import { auditProducts, idIn, jsonBoolean, type ProductAuditVerb, sqlChange } from './admin-products-audit'
import type { ProductRow } from './product-dto'
import type { ProductColumns } from './product-input-columns'

const now = () => new Date().toISOString()

/** Columns kept in step by `derivedProductColumns`: they follow the form fields, so the audit leaves them out. */
const DERIVED = new Set(['effectivePrice', 'nameSortKey', 'nameSortKeyEn', 'searchNames', 'searchText'])
/** Stored in kuruş, logged in lira as the API speaks them. */
const MONEY = new Set(['price', 'discountPrice'])

/** The form fields of a product as the audit log shows them. */
function formFields(source: ProductColumns | ProductRow, keys: readonly string[]): Record<string, unknown> {
  const fields: Record<string, unknown> = {}
  for (const key of keys) {
    const value = (source as Record<string, unknown>)[key]
    fields[key] = MONEY.has(key) && typeof value === 'number' ? kurusToLira(value) : value
  }
  return fields
}

const formKeys = (columns: ProductColumns) => Object.keys(columns).filter((key) => !DERIVED.has(key))

/** Creates the product and its audit row in one batch. Throws what D1 throws (a UNIQUE race among them). */
export async function insertProductRow(db: Db, actorId: string, id: string, columns: ProductColumns) {
  const at = now()
  await db.batch([
    db.insert(products).values({ id, ...columns, shortDescription: {}, createdAt: at, updatedAt: at }),
    auditProducts(db, {
      actorId,
      action: 'create',
      where: eq(products.id, id),
      details: changedFields(null, formFields(columns, formKeys(columns))),
    }),
  ])
}

/**
 * Replaces a product's form fields and records the before/after of those that changed (none changed: no row);
 * false when the product is gone.
 */
export async function updateProductRow(
  db: Db,
  actorId: string,
  before: ProductRow,
  columns: ProductColumns,
  { onlyIfUnchanged = false }: { onlyIfUnchanged?: boolean } = {},
): Promise<boolean> {
  const keys = formKeys(columns)
  const changes = changedFields(formFields(before, keys), formFields(columns, keys))
  // An edit made on a named version is written only over that version, not over one saved after the read.
  const target = onlyIfUnchanged
    ? and(eq(products.id, before.id), eq(products.updatedAt, before.updatedAt))
    : eq(products.id, before.id)
  const update = db
    .update(products)
    .set({ ...columns, updatedAt: now() })
    .where(target)
    .returning({ id: products.id })
  if (Object.keys(changes.after).length === 0) return (await update).length === 1
  // The audit row first, under the same condition, while the row still holds the version it was read at.
  const [, updated] = await db.batch([
    auditProducts(db, { actorId, action: 'update', where: target as SQL, details: changes }),
    update,
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
      action: sql`case when ${inOrders} then 'product.hide' else 'product.delete' end`,
      where: chosen,
      details: sql`case
        when not ${inOrders} then json_object(
          'before', json_object('sku', ${products.sku}, 'name', json(${products.name}),
            'isActive', ${jsonBoolean(products.isActive)}),
          'after', json_object())
        when ${products.isActive} then ${sqlChange('isActive', sql`json('true')`, sql`json('false')`)}
        else json_object('before', json_object(), 'after', json_object()) end`,
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

/** One field a bulk statement sets, for its audit rows: its value before and after, each as JSON-valued SQL. */
export interface FieldChange {
  verb: ProductAuditVerb
  field: string
  /** Both read from the row as it is before the update, so `after` is the update's own expression. */
  before: SQL
  after: SQL
}

/**
 * Sets a field of the chosen products and audits each product whose value changes, in one batch. The audit runs
 * first, reading the values the update replaces; the batch is atomic and both statements choose the same
 * products, so a row is written exactly for the products the update changes. Answers the ids updated; the
 * others do not exist.
 */
export async function updateProducts(
  db: Db,
  actorId: string,
  ids: readonly string[],
  set: SQLiteUpdateSetSource<typeof products>,
  change: FieldChange,
): Promise<string[]> {
  const chosen = idIn(ids)
  const [, updated] = await db.batch([
    auditProducts(db, {
      actorId,
      action: change.verb,
      where: and(chosen, sql`${change.before} is not ${change.after}`) as SQL,
      details: sqlChange(change.field, change.before, change.after),
    }),
    db
      .update(products)
      .set({ ...set, updatedAt: now() })
      .where(chosen)
      .returning({ id: products.id }),
  ])
  return updated.map((row) => row.id)
}
