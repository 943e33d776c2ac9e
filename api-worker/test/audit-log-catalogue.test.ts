import { env } from 'cloudflare:workers'
import type { AdminCategoryNode, AuditLogEntry, ProductDto } from '@shop/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { call, registerCustomer } from './helpers/api'
import { insertCategory } from './helpers/catalogue'
import { orderOf } from './helpers/orders'
import { type TestUser, userWithRole } from './helpers/staff'

/*
 * Product and category writes made through the real API, read back through GET /audit-log: every row named
 * `<entity>.<verb>`, with who made it and the before/after of what changed.
 */

let admin: TestUser
let token: string
let categoryId: string

beforeAll(async () => {
  admin = await userWithRole('admin')
  token = await admin.token()
  categoryId = await insertCategory(env.DB, {
    slug: `denetim-${crypto.randomUUID().slice(0, 8)}`,
    name: 'Denetim',
  })
})

/** The entity's history, oldest first (the log answers newest first). */
async function history(entityId: string): Promise<AuditLogEntry[]> {
  const { status, body } = await call<{ entries: AuditLogEntry[] }>(`/audit-log?entityId=${entityId}`, {
    token,
  })
  expect(status).toBe(200)
  return [...body.data.entries].reverse()
}

const changes = (entries: AuditLogEntry[]) => entries.map((entry) => [entry.action, entry.details])

async function createProduct(overrides: Record<string, unknown> = {}): Promise<ProductDto> {
  const { status, body } = await call<{ product: ProductDto }>('/products', {
    token,
    body: {
      name: { tr: 'Denetim Ürünü' },
      description: { tr: 'Geçmişi izlenen ürün' },
      sku: `DEN-${crypto.randomUUID().slice(0, 8)}`,
      category: categoryId,
      price: '10,50',
      stock: 3,
      images: ['/media/products/denetim.png'],
      ...overrides,
    },
  })
  if (status !== 201) throw new Error(`create failed: ${status} ${JSON.stringify(body)}`)
  return body.data.product
}

const patch = (path: string, body?: unknown) => call(path, { method: 'PATCH', token, body })

describe('product rows in the audit log', () => {
  it('record create, edit, toggle, bulk toggle, stock and delete with who and what changed', async () => {
    const product = await createProduct()
    const edited = await call(`/products/${product._id}`, {
      method: 'PUT',
      token,
      body: {
        name: { tr: 'Denetim Ürünü' },
        description: { tr: 'Geçmişi izlenen ürün' },
        sku: product.sku,
        category: categoryId,
        price: 12,
        stock: 3,
        images: ['/media/products/denetim.png'],
      },
    })
    expect(edited.status).toBe(200)
    expect((await patch(`/products/${product._id}/toggle-status`)).status).toBe(200)
    expect((await patch('/products/bulk-toggle-status', { ids: [product._id], isActive: true })).status).toBe(
      200,
    )
    // Already active: nothing changes, nothing is recorded.
    expect((await patch('/products/bulk-toggle-status', { ids: [product._id], isActive: true })).status).toBe(
      200,
    )
    expect((await patch(`/products/${product._id}/stock`, { stock: 8 })).status).toBe(200)
    expect((await call(`/products/${product._id}`, { method: 'DELETE', token })).status).toBe(200)

    const entries = await history(product._id)
    expect(entries.every((entry) => entry.entity === 'product' && entry.entityId === product._id)).toBe(true)
    expect(entries.every((entry) => entry.actor?._id === admin.id && entry.actor.email === admin.email)).toBe(
      true,
    )
    expect(changes(entries)).toEqual([
      [
        'product.create',
        {
          before: {},
          after: expect.objectContaining({
            sku: product.sku,
            price: 10.5,
            stock: 3,
            isActive: true,
            categoryId,
          }),
        },
      ],
      ['product.update', { before: { price: 10.5 }, after: { price: 12 } }],
      ['product.toggle_status', { before: { isActive: true }, after: { isActive: false } }],
      ['product.toggle_status', { before: { isActive: false }, after: { isActive: true } }],
      ['product.update_stock', { before: { stock: 3 }, after: { stock: 8 } }],
      [
        'product.delete',
        { before: { sku: product.sku, name: { tr: 'Denetim Ürünü' }, isActive: true }, after: {} },
      ],
    ])
    const byAction = await call<{ entries: AuditLogEntry[] }>(
      `/audit-log?entity=product&entityId=${product._id}&action=product.toggle_status`,
      { token },
    )
    expect(byAction.body.data.entries).toHaveLength(2)
  })

  it('record a hide (the product is in an order) and a bulk change for each product it changed', async () => {
    const ordered = await createProduct()
    const fresh = await createProduct({ isFeatured: true })
    await orderOf(await registerCustomer(), { items: [{ product: ordered._id, quantity: 1 }] })
    const featured = await patch('/products/bulk-update-featured', {
      ids: [ordered._id, fresh._id],
      isFeatured: true,
    })
    expect(featured.status).toBe(200)
    const removed = await call('/products/bulk-delete', {
      method: 'DELETE',
      token,
      body: { ids: [ordered._id, fresh._id] },
    })
    expect(removed.status).toBe(200)
    expect(changes((await history(ordered._id)).slice(1))).toEqual([
      ['product.update_featured', { before: { isFeatured: false }, after: { isFeatured: true } }],
      ['product.hide', { before: { isActive: true }, after: { isActive: false } }],
    ])
    expect((await history(fresh._id)).map((entry) => entry.action)).toEqual([
      'product.create',
      'product.delete',
    ])
  })
})

async function createCategory(overrides: Record<string, unknown> = {}): Promise<AdminCategoryNode> {
  const { status, body } = await call<{ category: AdminCategoryNode }>('/categories', {
    token,
    body: {
      name: { tr: 'Denetim Kategorisi' },
      description: { tr: 'Geçmişi izlenen kategori' },
      slug: `den-kat-${crypto.randomUUID().slice(0, 8)}`,
      sortOrder: 0,
      isActive: true,
      ...overrides,
    },
  })
  if (status !== 201) throw new Error(`create failed: ${status} ${JSON.stringify(body)}`)
  return body.data.category
}

describe('category rows in the audit log', () => {
  it('record create, edit, toggle, reorder and delete with who and what changed', async () => {
    const parent = await createCategory()
    const category = await createCategory({ sortOrder: 1 })
    const edited = await call(`/categories/${category._id}`, {
      method: 'PUT',
      token,
      body: {
        name: { tr: 'Yeni Ad' },
        description: { tr: 'Geçmişi izlenen kategori' },
        slug: category.slug,
        sortOrder: 1,
        isActive: true,
      },
    })
    expect(edited.status).toBe(200)
    expect((await patch(`/categories/${category._id}/toggle-status`)).status).toBe(200)
    const reordered = await call('/categories/bulk-update-order', {
      method: 'PUT',
      token,
      body: { categories: [{ id: category._id, sortOrder: 5, parentCategory: parent._id }] },
    })
    expect(reordered.status).toBe(200)
    expect((await call(`/categories/${category._id}`, { method: 'DELETE', token })).status).toBe(200)

    const entries = await history(category._id)
    expect(entries.every((entry) => entry.entity === 'category' && entry.actor?._id === admin.id)).toBe(true)
    expect(changes(entries)).toEqual([
      [
        'category.create',
        {
          before: {},
          after: expect.objectContaining({
            slug: category.slug,
            sortOrder: 1,
            isActive: true,
            parentCategory: null,
          }),
        },
      ],
      [
        'category.update',
        {
          // A category without English stores the Turkish text in both (the category form's rule).
          before: { name: { tr: 'Denetim Kategorisi', en: 'Denetim Kategorisi' } },
          after: { name: { tr: 'Yeni Ad', en: 'Yeni Ad' } },
        },
      ],
      ['category.toggle_status', { before: { isActive: true }, after: { isActive: false } }],
      [
        'category.reorder',
        {
          before: { sortOrder: 1, parentCategory: null },
          after: { sortOrder: 5, parentCategory: parent._id },
        },
      ],
      [
        'category.delete',
        {
          before: expect.objectContaining({
            slug: category.slug,
            sortOrder: 5,
            parentCategory: parent._id,
            isActive: false,
          }),
          after: {},
        },
      ],
    ])
  })
})
