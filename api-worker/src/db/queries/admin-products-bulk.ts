import type { BulkDeleteResult, BulkResult } from '@shop/domain'
import { sql } from 'drizzle-orm'
import type { Db } from '../../env'
import { products } from '../schema'
import { jsonBoolean } from './admin-products-audit'
import { deleteOrHideProducts, updateProducts } from './admin-products-writes'

/**
 * Changes to one or many products by id (the single toggle and stock calls are the one-id case). Known and unknown
 * ids may be mixed: the known ones change, the rest come back as `notFound`. Each call is one batch with its audit
 * rows.
 */

function bulkResult(ids: readonly string[], updated: readonly string[]): BulkResult {
  const changed = new Set(updated)
  return { updated: [...changed], notFound: ids.filter((id) => !changed.has(id)) }
}

/** Sets every product's status to `isActive`, or, without it, flips each one. */
export async function setProductsActive(
  db: Db,
  actorId: string,
  ids: readonly string[],
  isActive?: boolean,
): Promise<BulkResult> {
  const next = isActive === undefined ? sql`not ${products.isActive}` : sql`${isActive ? 1 : 0}`
  const updated = await updateProducts(
    db,
    actorId,
    ids,
    { isActive: next },
    {
      verb: 'toggle_status',
      field: 'isActive',
      before: jsonBoolean(products.isActive),
      after: jsonBoolean(next),
    },
  )
  return bulkResult(ids, updated)
}

/** Moves the products to a category; the caller has checked that it exists. */
export async function setProductsCategory(
  db: Db,
  actorId: string,
  ids: readonly string[],
  categoryId: string,
): Promise<BulkResult> {
  const updated = await updateProducts(
    db,
    actorId,
    ids,
    { categoryId },
    {
      verb: 'update_category',
      field: 'categoryId',
      before: sql`${products.categoryId}`,
      after: sql`${categoryId}`,
    },
  )
  return bulkResult(ids, updated)
}

export async function setProductsFeatured(
  db: Db,
  actorId: string,
  ids: readonly string[],
  isFeatured: boolean,
): Promise<BulkResult> {
  const updated = await updateProducts(
    db,
    actorId,
    ids,
    { isFeatured },
    {
      verb: 'update_featured',
      field: 'isFeatured',
      before: jsonBoolean(products.isFeatured),
      after: jsonBoolean(sql`${isFeatured ? 1 : 0}`),
    },
  )
  return bulkResult(ids, updated)
}

/** New stock per product; an id given twice takes its last stock. */
export async function setProductsStock(
  db: Db,
  actorId: string,
  entries: readonly { id: string; stock: number }[],
): Promise<BulkResult> {
  const stockById = new Map(entries.map((entry) => [entry.id, entry.stock]))
  const ids = [...stockById.keys()]
  const stocks = JSON.stringify([...stockById].map(([id, stock]) => ({ id, stock })))
  const stock = sql`(select json_extract(value, '$.stock') from json_each(${stocks})
    where json_extract(value, '$.id') = ${products.id})`
  const updated = await updateProducts(
    db,
    actorId,
    ids,
    { stock },
    {
      verb: 'update_stock',
      field: 'stock',
      before: sql`${products.stock}`,
      after: stock,
    },
  )
  return bulkResult(ids, updated)
}

export interface DeleteProductsOutcome extends BulkDeleteResult {
  /** Images and videos of the deleted products: to release once nothing else shows them. */
  releasable: string[]
}

/** Deletes the products no order refers to and hides the others (admin decision: order history keeps them). */
export async function deleteProducts(
  db: Db,
  actorId: string,
  ids: readonly string[],
): Promise<DeleteProductsOutcome> {
  const { deleted, hidden } = await deleteOrHideProducts(db, actorId, ids)
  const done = new Set([...hidden, ...deleted.map((row) => row.id)])
  return {
    deleted: deleted.map((row) => row.id),
    hidden,
    notFound: ids.filter((id) => !done.has(id)),
    releasable: deleted.flatMap((row) => [...row.images, ...row.videos]),
  }
}
