import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { app } from '../src/app'
import { registerCustomer, validAddress } from './helpers/api'
import { insertProduct } from './helpers/catalogue'
import { adminToken } from './helpers/staff'

/** The suite runs with the cache off (tests write straight to D1); these requests switch it on. */
const cachedEnv = { ...env, EDGE_CACHE: 'on' }

async function send(path: string, init: RequestInit = {}, bindings: object = cachedEnv) {
  const ctx = createExecutionContext()
  const response = await app.request(`/api${path}`, init, bindings, ctx)
  await waitOnExecutionContext(ctx)
  return response
}

const get = (path: string, headers: Record<string, string> = {}) => send(path, { headers })

function write(method: string, path: string, token: string, body: unknown) {
  return send(path, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
}

async function freshProduct(stock = 10) {
  const sku = `EC-${crypto.randomUUID().slice(0, 8)}`
  const id = await insertProduct(env.DB, { sku, name: `Önbellek ${sku}`, price: 100, stock })
  return { id, path: `/products/${sku.toLowerCase()}` }
}

const stockIn = async (response: Response) =>
  ((await response.json()) as { data: { product: { stock: number } } }).data.product.stock

let admin: string
beforeAll(async () => {
  admin = await adminToken()
})

describe('the edge cache of visitor answers', () => {
  it('answers a repeated public GET from the cache, with the same body and ETag', async () => {
    const { path } = await freshProduct()
    const first = await get(path)
    const second = await get(path)
    expect(first.headers.get('X-Shop-Cache')).toBe('miss')
    expect(second.headers.get('X-Shop-Cache')).toBe('hit')
    expect(second.headers.get('ETag')).toBe(first.headers.get('ETag'))
    expect(second.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate')
    expect(await second.text()).toBe(await first.text())
  })

  it('answers 304 without a body when the browser holds the same ETag', async () => {
    const { path } = await freshProduct()
    const etag = (await get(path)).headers.get('ETag') ?? ''
    expect(etag).toMatch(/^"[0-9a-f]{40}"$/)
    const revalidated = await get(path, { 'If-None-Match': etag })
    expect(revalidated.status).toBe(304)
    expect(await revalidated.text()).toBe('')
    expect((await get(path, { 'If-None-Match': '"other"' })).status).toBe(200)
  })

  it('reads fresh after any staff write: a stock change shows on the next visit', async () => {
    const { id, path } = await freshProduct(10)
    expect(await stockIn(await get(path))).toBe(10)
    expect((await get(path)).headers.get('X-Shop-Cache')).toBe('hit')
    expect((await write('PATCH', `/products/${id}/stock`, admin, { stock: 3 })).status).toBe(200)
    const after = await get(path)
    expect(after.headers.get('X-Shop-Cache')).toBe('miss')
    expect(await stockIn(after)).toBe(3)
  })

  it('keeps serving the cache after a refused staff write', async () => {
    const { id, path } = await freshProduct()
    await get(path)
    expect((await write('PATCH', `/products/${id}/stock`, admin, { stock: -1 })).status).toBe(400)
    expect((await get(path)).headers.get('X-Shop-Cache')).toBe('hit')
  })

  it('reads fresh after an order leaves stock low or out, and after its cancel returns it', async () => {
    const { id, path } = await freshProduct(7)
    await get(path)
    const customer = await registerCustomer()
    const order = await write('POST', '/orders', customer.token, {
      items: [{ product: id, quantity: 2 }],
      shippingAddress: validAddress,
    })
    expect(order.status).toBe(201)
    const afterOrder = await get(path)
    expect(afterOrder.headers.get('X-Shop-Cache')).toBe('miss')
    expect(await stockIn(afterOrder)).toBe(5)
    const { data } = (await order.json()) as { data: { order: { _id: string } } }
    expect((await write('PATCH', `/orders/${data.order._id}/cancel`, customer.token, {})).status).toBe(200)
    expect(await stockIn(await get(path))).toBe(7)
  })

  it('keeps the cache through an order that leaves plenty of stock', async () => {
    const { id } = await freshProduct(50)
    const other = await freshProduct(50)
    await get(other.path)
    const customer = await registerCustomer()
    const order = await write('POST', '/orders', customer.token, {
      items: [{ product: id, quantity: 2 }],
      shippingAddress: validAddress,
    })
    expect(order.status).toBe(201)
    // The generation has not moved: the catalogue cached before the order is still answered.
    expect((await get(other.path)).headers.get('X-Shop-Cache')).toBe('hit')
  })

  it('never answers a caller with credentials from the cache', async () => {
    const { path } = await freshProduct()
    await get(path)
    const bearer = await get(path, { authorization: `Bearer ${admin}` })
    const cookie = await get(path, { cookie: '__Host-shop_session=x' })
    expect(bearer.headers.get('X-Shop-Cache')).toBe('bypass')
    expect(cookie.headers.get('X-Shop-Cache')).toBe('bypass')
  })

  it('keeps each language apart', async () => {
    const { path } = await freshProduct()
    expect((await get(path, { 'Accept-Language': 'tr' })).headers.get('X-Shop-Cache')).toBe('miss')
    expect((await get(path, { 'Accept-Language': 'en' })).headers.get('X-Shop-Cache')).toBe('miss')
    expect((await get(path, { 'Accept-Language': 'en' })).headers.get('X-Shop-Cache')).toBe('hit')
  })

  it('stores no refusal and nothing when switched off', async () => {
    const missing = `/products/yok-${crypto.randomUUID().slice(0, 8)}`
    expect((await get(missing)).status).toBe(404)
    expect((await get(missing)).headers.get('X-Shop-Cache')).toBe('bypass')
    const { path } = await freshProduct()
    const off = { ...env, EDGE_CACHE: 'off' }
    expect((await send(path, {}, off)).headers.get('X-Shop-Cache')).toBe('bypass')
    expect((await send(path, {}, off)).headers.get('X-Shop-Cache')).toBe('bypass')
  })

  it('caches the lists, the settings and the categories too', async () => {
    for (const path of ['/products?limit=3', '/settings/public', '/categories']) {
      await get(path)
      expect((await get(path)).headers.get('X-Shop-Cache'), path).toBe('hit')
    }
  })

  it('reads a miss from a replica session that holds the bookmark of the generation it is stored under', async () => {
    const { id, path } = await freshProduct()
    // A staff write: the next visitor read takes the generation from the primary again.
    expect((await write('PATCH', `/products/${id}/stock`, admin, { stock: 4 })).status).toBe(200)
    const sessions: { constraint: string; bookmark: () => string | null }[] = []
    const db = new Proxy(env.DB, {
      get(target, property) {
        if (property === 'withSession') {
          return (constraint: string) => {
            const session = target.withSession(constraint)
            sessions.push({ constraint, bookmark: () => session.getBookmark() })
            return session
          }
        }
        const value = Reflect.get(target, property)
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
    const miss = await send(path, {}, { ...cachedEnv, DB: db })
    expect(miss.headers.get('X-Shop-Cache')).toBe('miss')
    expect(await stockIn(miss)).toBe(4)
    const [generationRead, dataRead] = sessions
    expect(generationRead?.constraint).toBe('first-primary')
    expect(dataRead?.constraint).toBe(generationRead?.bookmark() ?? 'first-primary')
  })
})
