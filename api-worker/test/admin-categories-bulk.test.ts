import { env } from 'cloudflare:workers'
import type { BulkResult } from '@shop/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminTree, auditOf, createCategory, findNode, storedCategory } from './helpers/admin-categories'
import { call } from './helpers/api'
import { insertProduct } from './helpers/catalogue'
import { type TestUser, userWithRole } from './helpers/staff'

let admin: TestUser
let token: string

beforeAll(async () => {
  admin = await userWithRole('admin')
  token = await admin.token()
})

const UNKNOWN = 'f'.repeat(24)

interface Removal {
  deleted: string[]
  refused: { id: string; message: string }[]
  notFound: string[]
}

describe('GET /api/categories/admin', () => {
  it('answers the whole tree, inactive included, by sort order then Turkish name, with direct product counts', async () => {
    const root = await createCategory(token, { sortOrder: -1000 })
    const dolgu = await createCategory(token, {
      parentCategory: root._id,
      name: { tr: 'Dolgu' },
      sortOrder: 1,
    })
    const cila = await createCategory(token, { parentCategory: root._id, name: { tr: 'Cila' }, sortOrder: 1 })
    const cubuk = await createCategory(token, {
      parentCategory: root._id,
      name: { tr: 'Çubuk' },
      sortOrder: 1,
      isActive: false,
    })
    const first = await createCategory(token, {
      parentCategory: root._id,
      name: { tr: 'Zımpara' },
      sortOrder: 0,
    })
    const leaf = await createCategory(token, { parentCategory: cubuk._id })
    await insertProduct(env.DB, { name: 'A', sku: `TREE-A-${root._id}`, price: 1, categoryId: cubuk._id })
    await insertProduct(env.DB, {
      name: 'B',
      sku: `TREE-B-${root._id}`,
      price: 1,
      categoryId: cubuk._id,
      isActive: false,
    })
    await insertProduct(env.DB, { name: 'C', sku: `TREE-C-${root._id}`, price: 1, categoryId: leaf._id })

    const node = findNode(await adminTree(token), root._id)
    expect(node?.subcategories.map((child) => child._id)).toEqual([first._id, cila._id, cubuk._id, dolgu._id])
    const inactive = node?.subcategories[2]
    expect(inactive).toMatchObject({ isActive: false, productCount: 2 })
    expect(inactive?.subcategories).toEqual([expect.objectContaining({ _id: leaf._id, productCount: 1 })])
    expect(node?.productCount).toBe(0)
  })
})

describe('DELETE /api/categories/bulk-delete', () => {
  it('deletes what may go in one call and says why the rest stays', async () => {
    const parent = await createCategory(token)
    const child = await createCategory(token, { parentCategory: parent._id })
    const grandchild = await createCategory(token, { parentCategory: child._id })
    const stocked = await createCategory(token)
    await insertProduct(env.DB, {
      name: 'Stoklu',
      sku: `BULK-${stocked._id}`,
      price: 5,
      categoryId: stocked._id,
    })
    const keeper = await createCategory(token)
    const keptChild = await createCategory(token, { parentCategory: keeper._id })
    const heldBack = await createCategory(token)
    const heldBackChild = await createCategory(token, { parentCategory: heldBack._id })
    await insertProduct(env.DB, {
      name: 'Alt',
      sku: `BULK-${heldBackChild._id}`,
      price: 5,
      categoryId: heldBackChild._id,
      isActive: false,
    })

    const { status, body } = await call<Removal>('/categories/bulk-delete', {
      method: 'DELETE',
      token,
      body: {
        ids: [
          parent._id,
          UNKNOWN,
          grandchild._id,
          stocked._id,
          keeper._id,
          child._id,
          heldBack._id,
          heldBackChild._id,
        ],
      },
    })
    expect(status).toBe(200)
    expect(body.data).toEqual({
      deleted: [parent._id, grandchild._id, child._id],
      refused: [
        { id: stocked._id, message: 'Bu kategoride 1 ürün var; önce ürünleri başka kategoriye taşıyın' },
        { id: keeper._id, message: 'Bu kategorinin alt kategorileri var; önce onları taşıyın veya silin' },
        { id: heldBack._id, message: 'Bu kategorinin alt kategorileri var; önce onları taşıyın veya silin' },
        {
          id: heldBackChild._id,
          message: 'Bu kategoride 1 ürün var; önce ürünleri başka kategoriye taşıyın',
        },
      ],
      notFound: [UNKNOWN],
    })
    for (const gone of [parent, child, grandchild]) expect(await storedCategory(gone._id)).toBeNull()
    for (const kept of [stocked, keeper, keptChild, heldBack, heldBackChild]) {
      expect(await storedCategory(kept._id)).not.toBeNull()
    }
    expect((await auditOf(child._id)).map((row) => row.action)).toEqual([
      'category.create',
      'category.delete',
    ])
    expect((await auditOf(keeper._id)).map((row) => row.action)).toEqual(['category.create'])
  })

  it('words the refusals in the caller language', async () => {
    const keeper = await createCategory(token)
    await createCategory(token, { parentCategory: keeper._id })
    const { body } = await call<Removal>('/categories/bulk-delete', {
      method: 'DELETE',
      token,
      body: { ids: [keeper._id] },
      headers: { 'Accept-Language': 'en' },
    })
    expect(body.data.refused).toEqual([
      { id: keeper._id, message: 'This category has subcategories; move or delete them first' },
    ])
  })

  it('refuses an empty selection', async () => {
    const { status, body } = await call('/categories/bulk-delete', {
      method: 'DELETE',
      token,
      body: { ids: [] },
    })
    expect(status).toBe(400)
    expect(body.errors).toEqual([{ field: 'ids', message: 'En az bir kayıt seçilmelidir' }])
  })
})

describe('PATCH /api/categories/bulk-toggle-status', () => {
  it('sets every known category to the given state and reports unknown ids', async () => {
    const a = await createCategory(token)
    const b = await createCategory(token, { isActive: false })
    const { status, body } = await call<BulkResult>('/categories/bulk-toggle-status', {
      method: 'PATCH',
      token,
      body: { ids: [a._id, UNKNOWN, b._id], isActive: false },
    })
    expect(status).toBe(200)
    expect(body.data).toEqual({ updated: [a._id, b._id], notFound: [UNKNOWN] })
    expect((await storedCategory(a._id))?.is_active).toBe(0)
    expect((await storedCategory(b._id))?.is_active).toBe(0)
  })

  it('flips each category when no state is given, and records each change', async () => {
    const on = await createCategory(token)
    const off = await createCategory(token, { isActive: false })
    const { body } = await call<BulkResult>('/categories/bulk-toggle-status', {
      method: 'PATCH',
      token,
      body: { ids: [on._id, off._id, UNKNOWN] },
    })
    expect(body.data).toEqual({ updated: [on._id, off._id], notFound: [UNKNOWN] })
    expect((await storedCategory(on._id))?.is_active).toBe(0)
    expect((await storedCategory(off._id))?.is_active).toBe(1)
    const last = async (id: string) => (await auditOf(id)).at(-1)
    expect(await last(on._id)).toMatchObject({
      action: 'category.toggle_status',
      details: '{"before":{"isActive":true},"after":{"isActive":false}}',
    })
    expect(await last(off._id)).toMatchObject({
      action: 'category.toggle_status',
      details: '{"before":{"isActive":false},"after":{"isActive":true}}',
    })
    expect(await auditOf(UNKNOWN)).toEqual([])
  })
})
