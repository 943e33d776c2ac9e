import type { BulkResult } from '@shop/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminTree, auditOf, createCategory, findNode, storedCategory } from './helpers/admin-categories'
import { call } from './helpers/api'
import { type TestUser, userWithRole } from './helpers/staff'

let admin: TestUser
let token: string

beforeAll(async () => {
  admin = await userWithRole('admin')
  token = await admin.token()
})

const UNKNOWN = 'f'.repeat(24)

describe('PUT /api/categories/update-order', () => {
  it('sets the sort orders in one call, which the admin tree then follows', async () => {
    const parent = await createCategory(token)
    const a = await createCategory(token, { parentCategory: parent._id, sortOrder: 0 })
    const b = await createCategory(token, { parentCategory: parent._id, sortOrder: 1 })
    const c = await createCategory(token, { parentCategory: parent._id, sortOrder: 2 })
    const { status, body } = await call<BulkResult>('/categories/update-order', {
      method: 'PUT',
      token,
      body: {
        categories: [
          { id: c._id, sortOrder: 0 },
          { id: UNKNOWN, sortOrder: 5 },
          { id: a._id, sortOrder: 1 },
          { id: b._id, sortOrder: 2 },
        ],
      },
    })
    expect(status).toBe(200)
    expect(body.data).toEqual({ updated: [c._id, a._id, b._id], notFound: [UNKNOWN] })
    const node = findNode(await adminTree(token), parent._id)
    expect(node?.subcategories.map((child) => child._id)).toEqual([c._id, a._id, b._id])
    expect((await auditOf(c._id)).at(-1)).toMatchObject({
      action: 'category.reorder',
      details: '{"before":{"sortOrder":2},"after":{"sortOrder":0}}',
    })
  })

  it('refuses a sort order that is not a whole number', async () => {
    const a = await createCategory(token)
    const { status, body } = await call('/categories/update-order', {
      method: 'PUT',
      token,
      body: { categories: [{ id: a._id, sortOrder: 1.5 }] },
    })
    expect(status).toBe(400)
    expect(body.errors).toEqual([{ field: 'categories.0.sortOrder', message: 'Sıra bir tam sayı olmalıdır' }])
  })
})

describe('PUT /api/categories/bulk-update-order', () => {
  const move = (categories: unknown[], headers?: Record<string, string>) =>
    call<BulkResult>('/categories/bulk-update-order', { method: 'PUT', token, body: { categories }, headers })

  it('moves categories across levels with their new orders', async () => {
    const a = await createCategory(token)
    const b = await createCategory(token)
    const c = await createCategory(token, { parentCategory: a._id })
    const { status, body } = await move([
      { id: b._id, sortOrder: 3, parentCategory: a._id },
      { id: c._id, sortOrder: 9, parentCategory: null },
      { id: a._id, sortOrder: 4 },
      { id: UNKNOWN, sortOrder: 1 },
    ])
    expect(status).toBe(200)
    expect(body.data).toEqual({ updated: [b._id, c._id, a._id], notFound: [UNKNOWN] })
    expect(await storedCategory(b._id)).toMatchObject({ parent_id: a._id, sort_order: 3 })
    expect(await storedCategory(c._id)).toMatchObject({ parent_id: null, sort_order: 9 })
    expect(await storedCategory(a._id)).toMatchObject({ parent_id: null, sort_order: 4 })
    const lastChange = async (id: string) => JSON.parse((await auditOf(id)).at(-1)?.details ?? '{}')
    expect(await lastChange(b._id)).toEqual({
      before: { sortOrder: 0, parentCategory: null },
      after: { sortOrder: 3, parentCategory: a._id },
    })
    expect(await lastChange(c._id)).toEqual({
      before: { sortOrder: 0, parentCategory: a._id },
      after: { sortOrder: 9, parentCategory: null },
    })
    expect(await lastChange(a._id)).toEqual({ before: { sortOrder: 0 }, after: { sortOrder: 4 } })
  })

  it('accepts a swap that is only valid as a whole (parent under its child, child to the root)', async () => {
    const a = await createCategory(token)
    const b = await createCategory(token, { parentCategory: a._id })
    const { status } = await move([
      { id: a._id, sortOrder: 0, parentCategory: b._id },
      { id: b._id, sortOrder: 0, parentCategory: null },
    ])
    expect(status).toBe(200)
    expect((await storedCategory(a._id))?.parent_id).toBe(b._id)
    expect((await storedCategory(b._id))?.parent_id).toBeNull()
  })

  it('refuses the whole request when the moves together make a loop', async () => {
    const a = await createCategory(token)
    const b = await createCategory(token, { parentCategory: a._id })
    const c = await createCategory(token)
    for (const moves of [
      [
        { id: a._id, sortOrder: 0, parentCategory: b._id },
        { id: c._id, sortOrder: 5 },
      ],
      [
        { id: c._id, sortOrder: 5, parentCategory: null },
        { id: a._id, sortOrder: 0, parentCategory: c._id },
        { id: c._id, sortOrder: 0, parentCategory: b._id },
      ],
    ]) {
      const { status, body } = await move(moves)
      expect(status).toBe(400)
      const message = 'Bir kategori kendisinin veya alt kategorisinin altına taşınamaz'
      expect(body).toEqual({ success: false, message, errors: [{ field: 'parentCategory', message }] })
    }
    expect(await storedCategory(a._id)).toMatchObject({ parent_id: null })
    expect(await storedCategory(c._id)).toMatchObject({ parent_id: null, sort_order: 0 })
    expect((await auditOf(c._id)).map((row) => row.action)).toEqual(['category.create'])
  })

  it('refuses the whole request when a parent does not exist', async () => {
    const a = await createCategory(token, { sortOrder: 2 })
    const { status, body } = await move(
      [
        { id: a._id, sortOrder: 8 },
        { id: a._id, sortOrder: 8, parentCategory: UNKNOWN },
      ],
      { 'Accept-Language': 'en' },
    )
    expect(status).toBe(400)
    expect(body.errors).toEqual([{ field: 'parentCategory', message: 'Parent category not found' }])
    expect((await storedCategory(a._id))?.sort_order).toBe(2)
  })
})
