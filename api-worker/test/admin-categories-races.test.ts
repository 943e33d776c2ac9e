import { env } from 'cloudflare:workers'
import { type CategoryInput, categoryInputSchema } from '@shop/domain'
import { drizzle } from 'drizzle-orm/d1'
import { beforeAll, describe, expect, it } from 'vitest'
import { type CategoryRow, loadAdminCategoryTree } from '../src/db/queries/admin-categories-tree'
import {
  deleteCategories,
  insertCategory,
  isSlugClash,
  patchCategories,
  updateCategory,
} from '../src/db/queries/admin-categories-writes'
import * as schema from '../src/db/schema'
import { newId } from '../src/lib/ids'
import { auditOf, categoryBody, createCategory, storedCategory } from './helpers/admin-categories'
import { insertProduct } from './helpers/catalogue'
import { type TestUser, userWithRole } from './helpers/staff'

/*
 * The routes check before they write, but another save can land in between: each statement carries its own
 * condition, so a write planned on a stale read does nothing (and records nothing) instead of breaking the tree.
 * These call the writes directly with what a stale check would have let through.
 */

let admin: TestUser
let token: string
const db = () => drizzle(env.DB, { schema })
const stamp = () => new Date().toISOString()
const input = (overrides: Record<string, unknown>): CategoryInput =>
  categoryInputSchema.parse(categoryBody(overrides))

/** A category's row as the routes read it before a write. */
async function rowOf(id: string): Promise<CategoryRow> {
  const row = (await loadAdminCategoryTree(db())).row(id)
  if (!row) throw new Error(`no category ${id}`)
  return row
}

beforeAll(async () => {
  admin = await userWithRole('admin')
  token = await admin.token()
})

describe('category writes on a stale check', () => {
  it('an edit does not put a category under its own grandchild', async () => {
    const root = await createCategory(token)
    const child = await createCategory(token, { parentCategory: root._id })
    const grandchild = await createCategory(token, { parentCategory: child._id })
    const written = await updateCategory(
      db(),
      admin.id,
      await rowOf(root._id),
      input({ slug: root.slug, parentCategory: grandchild._id }),
      stamp(),
    )
    expect(written).toBe(false)
    expect((await storedCategory(root._id))?.parent_id).toBeNull()
    expect((await auditOf(root._id)).map((row) => row.action)).toEqual(['category.create'])
  })

  it('a create or edit does not point at a parent that is gone', async () => {
    const moving = await createCategory(token)
    const missing = newId()
    const id = newId()
    expect(await insertCategory(db(), admin.id, id, input({ parentCategory: missing }), stamp())).toBe(false)
    expect(await storedCategory(id)).toBeNull()
    expect(await auditOf(id)).toEqual([])
    const edit = input({ slug: moving.slug, parentCategory: missing })
    expect(await updateCategory(db(), admin.id, await rowOf(moving._id), edit, stamp())).toBe(false)
    expect((await storedCategory(moving._id))?.parent_id).toBeNull()
  })

  it('a slug taken meanwhile fails on the unique index, recognised as a slug clash', async () => {
    const existing = await createCategory(token)
    const id = newId()
    const error = await insertCategory(db(), admin.id, id, input({ slug: existing.slug }), stamp()).catch(
      (caught: unknown) => caught,
    )
    expect(isSlugClash(error)).toBe(true)
    expect(isSlugClash(new Error('UNIQUE constraint failed: products.sku'))).toBe(false)
    expect(await auditOf(id)).toEqual([])
  })

  it('a delete keeps a category that got a product or a subcategory meanwhile', async () => {
    const stocked = await createCategory(token)
    await insertProduct(env.DB, {
      name: 'Geç',
      sku: `RACE-${stocked._id}`,
      price: 1,
      categoryId: stocked._id,
    })
    const parent = await createCategory(token)
    await createCategory(token, { parentCategory: parent._id })
    const empty = await createCategory(token)
    const tree = await loadAdminCategoryTree(db())
    const deleted = await deleteCategories(db(), admin.id, [[stocked._id, parent._id, empty._id]], (id) =>
      tree.row(id),
    )
    expect(deleted).toEqual([empty._id])
    expect(await storedCategory(stocked._id)).not.toBeNull()
    expect(await storedCategory(parent._id)).not.toBeNull()
    expect((await auditOf(parent._id)).map((row) => row.action)).toEqual(['category.create'])
    expect((await auditOf(empty._id)).map((row) => row.action)).toEqual([
      'category.create',
      'category.delete',
    ])
  })

  it('a rearrangement does nothing when the tree changed since it was checked', async () => {
    const a = await createCategory(token, { sortOrder: 1 })
    const b = await createCategory(token)
    const updated = await patchCategories(
      db(),
      admin.id,
      [{ id: a._id, sortOrder: 6, parentId: b._id }],
      stamp(),
      {
        action: 'category.reorder',
        details: () => ({ before: { sortOrder: 1 }, after: { sortOrder: 6 } }),
        unchangedSince: '0:stale',
      },
    )
    expect(updated).toEqual([])
    expect(await storedCategory(a._id)).toMatchObject({ parent_id: null, sort_order: 1 })
    expect((await auditOf(a._id)).map((row) => row.action)).toEqual(['category.create'])
  })
})
