import { env } from 'cloudflare:workers'
import type { BulkDeleteResult, BulkResult, ProductDeleteResult, ProductDto } from '@shop/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { call, registerCustomer } from './helpers/api'
import { insertCategory } from './helpers/catalogue'
import { orderOf, product } from './helpers/orders'
import { type TestUser, userWithRole } from './helpers/staff'

let admin: TestUser
let token: string
let categoryId: string
const UNKNOWN = '0123456789abcdef01234567'

interface ProductState {
  is_active: number
  is_featured: number
  stock: number
  category_id: string | null
}

async function stateOf(id: string): Promise<ProductState | null> {
  return env.DB.prepare('select is_active, is_featured, stock, category_id from products where id = ?')
    .bind(id)
    .first<ProductState>()
}

async function auditOf(id: string) {
  const { results } = await env.DB.prepare(
    'select actor_id, action, details from audit_log where entity = ? and entity_id = ? order by rowid',
  )
    .bind('product', id)
    .all<{ actor_id: string; action: string; details: string }>()
  return results.map((row) => ({ ...row, details: JSON.parse(row.details) }))
}

/** A product created through the API, with the given media. */
async function productWithMedia(images: string[], videos: string[] = []): Promise<string> {
  const { status, body } = await call<{ product: ProductDto }>('/products', {
    token,
    body: {
      name: { tr: 'Medyalı Ürün' },
      description: { tr: 'Resimleri olan bir ürün' },
      sku: `MED-${crypto.randomUUID().slice(0, 8)}`,
      category: categoryId,
      price: 10,
      stock: 1,
      images,
      videos,
    },
  })
  if (status !== 201) throw new Error(`create failed: ${status} ${JSON.stringify(body)}`)
  return body.data.product._id
}

beforeAll(async () => {
  admin = await userWithRole('admin')
  token = await admin.token()
  categoryId = await insertCategory(env.DB, { slug: 'sarf', name: 'Sarf' })
})

describe('bulk calls with known and unknown ids mixed', () => {
  it('PATCH /products/bulk-toggle-status sets every status when told, else flips each', async () => {
    const on = await product()
    const off = await product({ isActive: false })
    const set = await call<BulkResult>('/products/bulk-toggle-status', {
      method: 'PATCH',
      token,
      body: { ids: [on, UNKNOWN, off], isActive: false },
    })
    expect(set.status).toBe(200)
    expect(set.body.data).toEqual({ updated: [on, off], notFound: [UNKNOWN] })
    expect((await stateOf(on))?.is_active).toBe(0)
    expect((await stateOf(off))?.is_active).toBe(0)

    await env.DB.prepare('update products set is_active = 1 where id = ?').bind(on).run()
    const flipped = await call<BulkResult>('/products/bulk-toggle-status', {
      method: 'PATCH',
      token,
      body: { ids: [on, off, 'no-such-id'] },
    })
    expect(flipped.body.data).toEqual({ updated: [on, off], notFound: ['no-such-id'] })
    expect((await stateOf(on))?.is_active).toBe(0)
    expect((await stateOf(off))?.is_active).toBe(1)
    // A product already in the state asked for changes nothing, so it gets no row.
    expect((await auditOf(off)).map((row) => [row.action, row.details])).toEqual([
      ['product.toggle_status', { before: { isActive: false }, after: { isActive: true } }],
    ])
    expect((await auditOf(on)).map((row) => [row.action, row.details])).toEqual([
      ['product.toggle_status', { before: { isActive: true }, after: { isActive: false } }],
      ['product.toggle_status', { before: { isActive: true }, after: { isActive: false } }],
    ])
  })

  it('PATCH /products/bulk-update-category moves the known products; an unknown category changes nothing', async () => {
    const target = await insertCategory(env.DB, { slug: 'hedef', name: 'Hedef' })
    const first = await product({ categoryId })
    const second = await product()
    const moved = await call<BulkResult>('/products/bulk-update-category', {
      method: 'PATCH',
      token,
      body: { ids: [first, second, UNKNOWN], categoryId: target },
    })
    expect(moved.status).toBe(200)
    expect(moved.body.data).toEqual({ updated: [first, second], notFound: [UNKNOWN] })
    expect((await stateOf(second))?.category_id).toBe(target)
    expect(await auditOf(first)).toEqual([
      {
        actor_id: admin.id,
        action: 'product.update_category',
        details: { before: { categoryId }, after: { categoryId: target } },
      },
    ])
    expect((await auditOf(second)).map((row) => row.details)).toEqual([
      { before: { categoryId: null }, after: { categoryId: target } },
    ])

    const refused = await call('/products/bulk-update-category', {
      method: 'PATCH',
      token,
      body: { ids: [first], categoryId: 'no-such-category' },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual([{ field: 'categoryId', message: 'Seçilen kategori bulunamadı' }])
    expect((await stateOf(first))?.category_id).toBe(target)
  })

  it('PATCH /products/bulk-update-featured sets the featured flag', async () => {
    const first = await product()
    const second = await product({ isFeatured: true })
    const { status, body } = await call<BulkResult>('/products/bulk-update-featured', {
      method: 'PATCH',
      token,
      body: { ids: [UNKNOWN, first, second], isFeatured: true },
    })
    expect(status).toBe(200)
    expect(body.data).toEqual({ updated: [first, second], notFound: [UNKNOWN] })
    expect((await stateOf(first))?.is_featured).toBe(1)
    expect((await auditOf(first)).map((row) => [row.action, row.details])).toEqual([
      ['product.update_featured', { before: { isFeatured: false }, after: { isFeatured: true } }],
    ])
    expect(await auditOf(second)).toEqual([])
    const missingFlag = await call('/products/bulk-update-featured', {
      method: 'PATCH',
      token,
      body: { ids: [first] },
    })
    expect(missingFlag.status).toBe(400)
  })

  it('PUT /products/bulk-stock-update sets each product its own stock', async () => {
    const first = await product({ stock: 1 })
    const second = await product({ stock: 1 })
    const { status, body } = await call<BulkResult>('/products/bulk-stock-update', {
      method: 'PUT',
      token,
      body: {
        products: [
          { id: first, stock: 7 },
          { id: UNKNOWN, stock: 3 },
          { id: second, stock: '12' },
        ],
      },
    })
    expect(status).toBe(200)
    expect(body.data).toEqual({ updated: [first, second], notFound: [UNKNOWN] })
    expect((await stateOf(first))?.stock).toBe(7)
    expect((await stateOf(second))?.stock).toBe(12)
    expect((await auditOf(second)).at(-1)).toEqual({
      actor_id: admin.id,
      action: 'product.update_stock',
      details: { before: { stock: 1 }, after: { stock: 12 } },
    })

    const negative = await call('/products/bulk-stock-update', {
      method: 'PUT',
      token,
      body: {
        products: [
          { id: first, stock: 2 },
          { id: second, stock: -4 },
        ],
      },
    })
    expect(negative.status).toBe(400)
    expect(negative.body.errors).toEqual([
      { field: 'products.1.stock', message: 'Stok 0 veya daha büyük bir tam sayı olmalıdır' },
    ])
    expect((await stateOf(first))?.stock).toBe(7)
  })

  it('handles more ids than D1 binds parameters in one statement', async () => {
    const known = [await product(), await product(), await product()]
    const unknown = Array.from({ length: 147 }, (_, index) => `missing-${index}`)
    const ids = [...unknown.slice(0, 70), ...known, ...unknown.slice(70)]
    const { status, body } = await call<BulkResult>('/products/bulk-update-featured', {
      method: 'PATCH',
      token,
      body: { ids, isFeatured: true },
    })
    expect(status).toBe(200)
    expect(body.data.updated.sort()).toEqual([...known].sort())
    expect(body.data.notFound).toEqual(unknown)
  })

  it('refuses an empty or oversized selection with the bulk messages', async () => {
    const empty = await call('/products/bulk-toggle-status', { method: 'PATCH', token, body: { ids: [] } })
    expect(empty.status).toBe(400)
    expect(empty.body.message).toBe('En az bir kayıt seçilmelidir')
    const ids = Array.from({ length: 501 }, (_, index) => `id-${index}`)
    const tooMany = await call('/products/bulk-delete', {
      method: 'DELETE',
      token,
      body: { ids },
      headers: { 'Accept-Language': 'en' },
    })
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.message).toBe('At most 500 records can be processed at once')
  })
})

describe('single status and stock changes', () => {
  it('PATCH /products/:id/toggle-status flips the status and answers the product', async () => {
    const id = await product()
    const { status, body } = await call<{ product: ProductDto }>(`/products/${id}/toggle-status`, {
      method: 'PATCH',
      token,
    })
    expect(status).toBe(200)
    expect(body.data.product).toMatchObject({ _id: id, isActive: false })
    expect((await auditOf(id)).map((row) => [row.action, row.details])).toEqual([
      ['product.toggle_status', { before: { isActive: true }, after: { isActive: false } }],
    ])
    const missing = await call(`/products/${UNKNOWN}/toggle-status`, { method: 'PATCH', token })
    expect(missing.status).toBe(404)
  })

  it('PATCH /products/:id/stock sets the stock from the stock field’s text', async () => {
    const id = await product({ stock: 4 })
    const { status, body } = await call<{ product: ProductDto }>(`/products/${id}/stock`, {
      method: 'PATCH',
      token,
      body: { stock: '25' },
    })
    expect(status).toBe(200)
    expect(body.data.product).toMatchObject({ _id: id, stock: 25, isInStock: true })
    const invalid = await call(`/products/${id}/stock`, { method: 'PATCH', token, body: { stock: 2.5 } })
    expect(invalid.status).toBe(400)
    expect(invalid.body.errors).toEqual([
      { field: 'stock', message: 'Stok 0 veya daha büyük bir tam sayı olmalıdır' },
    ])
    expect((await stateOf(id))?.stock).toBe(25)
    const missing = await call(`/products/${UNKNOWN}/stock`, { method: 'PATCH', token, body: { stock: 1 } })
    expect(missing.status).toBe(404)
  })
})

describe('DELETE /products/:id', () => {
  it('hides a product an order refers to instead of deleting it; the order keeps its line', async () => {
    const id = await product({ name: 'Sipariş Edilen Ürün' })
    const customer = await registerCustomer()
    const order = await orderOf(customer, { items: [{ product: id, quantity: 1 }] })
    const { status, body } = await call<ProductDeleteResult>(`/products/${id}`, { method: 'DELETE', token })
    expect(status).toBe(200)
    expect(body.data).toEqual({
      deleted: false,
      hidden: true,
      message: 'Ürün siparişlerde yer aldığı için silinmedi; pasife alındı ve mağazada gösterilmiyor',
    })
    expect((await stateOf(id))?.is_active).toBe(0)
    expect((await call(`/products/${id}`)).status).toBe(404)
    const line = await env.DB.prepare('select product_id, product_name from order_items where order_id = ?')
      .bind(order._id)
      .first<{ product_id: string; product_name: string }>()
    expect(line?.product_id).toBe(id)
    expect(JSON.parse(line?.product_name ?? '{}').tr).toBe('Sipariş Edilen Ürün')
    expect((await auditOf(id)).map((row) => [row.action, row.details])).toEqual([
      ['product.hide', { before: { isActive: true }, after: { isActive: false } }],
    ])

    const english = await call<ProductDeleteResult>(`/products/${id}`, {
      method: 'DELETE',
      token,
      headers: { 'Accept-Language': 'en' },
    })
    expect(english.body.data.message).toBe(
      'The product appears in orders, so it was not deleted: it is now inactive and hidden from the shop',
    )
  })

  it('deletes a product no order has, with its wishlist rows, and releases its unused media', async () => {
    await env.MEDIA.put('products/only-mine.png', 'png')
    await env.MEDIA.put('videos/only-mine.mp4', 'mp4')
    await env.MEDIA.put('products/shared-image.png', 'png')
    const id = await productWithMedia(
      ['/media/products/only-mine.png', '/media/products/shared-image.png'],
      ['/media/videos/only-mine.mp4'],
    )
    const other = await productWithMedia(['/media/products/shared-image.png'])
    const customer = await registerCustomer()
    await env.DB.prepare('insert into wishlist_items (user_id, product_id) values (?, ?)')
      .bind(customer.user._id, id)
      .run()

    const { status, body } = await call<ProductDeleteResult>(`/products/${id}`, { method: 'DELETE', token })
    expect(status).toBe(200)
    expect(body.data).toEqual({ deleted: true, hidden: false })
    expect(await stateOf(id)).toBeNull()
    const wished = await env.DB.prepare('select count(*) as n from wishlist_items where product_id = ?')
      .bind(id)
      .first()
    expect(wished).toEqual({ n: 0 })
    expect(await env.MEDIA.head('products/only-mine.png')).toBeNull()
    expect(await env.MEDIA.head('videos/only-mine.mp4')).toBeNull()
    expect(await env.MEDIA.head('products/shared-image.png')).not.toBeNull()
    expect(await stateOf(other)).not.toBeNull()
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({ action: 'product.create' }),
      {
        actor_id: admin.id,
        action: 'product.delete',
        details: {
          before: { sku: expect.any(String), name: { tr: 'Medyalı Ürün' }, isActive: true },
          after: {},
        },
      },
    ])

    const again = await call(`/products/${id}`, { method: 'DELETE', token })
    expect(again.status).toBe(404)
  })
})

describe('DELETE /products/bulk-delete', () => {
  it('deletes the fresh products, hides the ordered ones and reports the unknown ids, in one call', async () => {
    await env.MEDIA.put('products/bulk-fresh.png', 'png')
    const fresh = await productWithMedia(['/media/products/bulk-fresh.png'])
    const ordered = await product()
    await orderOf(await registerCustomer(), { items: [{ product: ordered, quantity: 2 }] })
    const { status, body } = await call<BulkDeleteResult>('/products/bulk-delete', {
      method: 'DELETE',
      token,
      body: { ids: [fresh, UNKNOWN, ordered] },
    })
    expect(status).toBe(200)
    expect(body.data).toEqual({ deleted: [fresh], hidden: [ordered], notFound: [UNKNOWN] })
    expect(await stateOf(fresh)).toBeNull()
    expect((await stateOf(ordered))?.is_active).toBe(0)
    expect(await env.MEDIA.head('products/bulk-fresh.png')).toBeNull()
    expect((await auditOf(ordered)).map((row) => row.action)).toEqual(['product.hide'])
  })
})
