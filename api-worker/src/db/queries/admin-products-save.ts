import { freeProductSlug, type ProductInput, RESERVED_PRODUCT_SLUGS, slugify } from '@shop/domain'
import { and, eq, ne, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../env'
import { fieldFailure, notFound, preconditionFailed } from '../../lib/errors'
import { newId } from '../../lib/ids'
import { message } from '../../lib/messages'
import { categories, products } from '../schema'
import { findProductRow } from './admin-products-reads'
import { insertProductRow, updateProductRow } from './admin-products-writes'
import type { ProductRow } from './product-dto'
import { productColumns } from './product-input-columns'

/** Tries of a create whose derived slug another save took between the check and the insert. */
const MAX_SLUG_ATTEMPTS = 3

export async function categoryExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).limit(1)
  return row !== undefined
}

const categoryMissing = () => fieldFailure(400, 'category', message('admin.product.category_missing'))
const taken = (field: 'sku' | 'slug') => fieldFailure(409, field, message(`admin.product.${field}_taken`))

const otherThan = (where: SQL, selfId: string | undefined) =>
  selfId ? (and(where, ne(products.id, selfId)) as SQL) : where

async function skuTaken(db: Db, sku: string, selfId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(otherThan(eq(products.sku, sku), selfId))
    .limit(1)
  return row !== undefined
}

/** Slugs other products hold that are `base` or `base-…`: what `freeProductSlug` must step over. */
async function slugsFrom(db: Db, base: string, selfId?: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: products.slug })
    .from(products)
    .where(
      otherThan(
        or(
          eq(products.slug, base),
          sql`substr(${products.slug}, 1, ${base.length + 1}) = ${`${base}-`}`,
        ) as SQL,
        selfId,
      ),
    )
  return new Set(rows.map((row) => row.slug))
}

/**
 * The slug to store. Given in the body: kept when free, refused when another product holds it, suffixed when it is
 * a reserved path. Not given: an edit keeps the product's slug (its address does not move when the name is edited);
 * a new product gets its Turkish name's (or, for a name without letters, its SKU's) with the first free suffix.
 */
async function chooseSlug(db: Db, input: ProductInput, current?: ProductRow): Promise<string> {
  if (input.slug) {
    if (input.slug === current?.slug) return input.slug
    const holders = await slugsFrom(db, input.slug, current?.id)
    if (RESERVED_PRODUCT_SLUGS.has(input.slug)) return freeProductSlug(input.slug, holders)
    if (holders.has(input.slug)) throw taken('slug')
    return input.slug
  }
  if (current) return current.slug
  const base = slugify(input.name.tr) || slugify(input.sku)
  return freeProductSlug(base, await slugsFrom(db, base))
}

/** The field a constraint failure is about (D1's message is in the error or, through drizzle, in its cause). */
function failedField(error: unknown): 'sku' | 'slug' | 'category' | null {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const unique = /UNIQUE constraint failed: products\.(sku|slug)/.exec(current.message)
    if (unique) return unique[1] as 'sku' | 'slug'
    if (/FOREIGN KEY constraint failed/.test(current.message)) return 'category'
    current = current.cause
  }
  return null
}

/**
 * A save that lost a race the checks could not see (a SKU or slug taken, the category deleted) as its 4xx; any
 * other error as it was.
 */
function raceFailure(error: unknown): unknown {
  const field = failedField(error)
  if (field === 'category') return categoryMissing()
  return field ? taken(field) : error
}

async function checkReferences(db: Db, input: ProductInput, selfId?: string) {
  if (!(await categoryExists(db, input.category))) throw categoryMissing()
  if (await skuTaken(db, input.sku, selfId)) throw taken('sku')
}

/** POST /products: answers the new product's id. */
export async function createProduct(db: Db, actorId: string, input: ProductInput): Promise<string> {
  await checkReferences(db, input)
  const id = newId()
  for (let attempt = 1; ; attempt += 1) {
    const slug = await chooseSlug(db, input)
    try {
      await insertProductRow(db, actorId, id, productColumns(input, slug, {}))
      return id
    } catch (error) {
      const derivedSlugRace = !input.slug && failedField(error) === 'slug' && attempt < MAX_SLUG_ATTEMPTS
      if (!derivedSlugRace) throw raceFailure(error)
    }
  }
}

/**
 * PUT /products/:id: answers the media paths the product no longer shows, for the caller to release once the
 * update is stored. The short description is not part of the form (admin.md §5) and is kept as it was.
 */
export async function updateProduct(
  db: Db,
  actorId: string,
  id: string,
  input: ProductInput,
  /** The version (updatedAt) the edit was made on, from If-Match: a product saved since is not overwritten. */
  editedVersion?: string,
): Promise<string[]> {
  const before = await findProductRow(db, id)
  if (!before) throw notFound(message('admin.product.not_found'))
  const changedSince = () => preconditionFailed(message('admin.product.changed'))
  if (editedVersion !== undefined && before.updatedAt !== editedVersion) throw changedSince()
  await checkReferences(db, input, id)
  const slug = await chooseSlug(db, input, before)
  let updated: boolean
  try {
    updated = await updateProductRow(
      db,
      actorId,
      before,
      productColumns(input, slug, before.shortDescription),
      { onlyIfUnchanged: editedVersion !== undefined },
    )
  } catch (error) {
    throw raceFailure(error)
  }
  if (!updated)
    throw (await findProductRow(db, id)) ? changedSince() : notFound(message('admin.product.not_found'))
  const kept = new Set([...input.images, ...input.videos])
  return [...before.images, ...before.videos].filter((path) => !kept.has(path))
}
