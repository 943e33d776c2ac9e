import { createExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import type { ApiFailure } from '@shop/domain'
import { Hono } from 'hono'
import { requestId } from 'hono/request-id'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { app } from '../src/app'
import type { AppEnv } from '../src/env'
import { database } from '../src/lib/database'
import { handleError, handleNotFound } from '../src/lib/error-handler'
import { conflict, forbidden, notFound, unauthorized } from '../src/lib/errors'
import { validate } from '../src/lib/validate'
import { insertCategory } from './helpers/catalogue'

/** A small app wired like the real one, with routes that fail on purpose. */
const probe = new Hono<AppEnv>()
  .use(requestId())
  .use(database())
  .onError(handleError)
  .notFound(handleNotFound)
  .post('/json', validate('json', z.object({ name: z.string().min(2), qty: z.number().int() })), (c) =>
    c.json(c.req.valid('json')),
  )
  .get('/missing', () => {
    throw notFound('Ürün bulunamadı')
  })
  .get('/anonymous', () => {
    throw unauthorized()
  })
  .get('/forbidden', () => {
    throw forbidden()
  })
  .get('/conflict', () => {
    throw conflict('Sipariş zaten iptal edildi')
  })
  .get('/boom', () => {
    throw new Error('secret internal detail')
  })
  .post('/duplicate-slug', async (c) => {
    await insertCategory(c.env.DB, { slug: 'kopya', name: 'Kopya' })
    await insertCategory(c.env.DB, { slug: 'kopya', name: 'Kopya 2' })
    return c.json({})
  })
  .post('/negative-stock', async (c) => {
    await c.env.DB.prepare(
      "insert into products (id, slug, sku, price, effective_price, stock) values ('x', 'x', 'x', 100, 100, -1)",
    ).run()
    return c.json({})
  })

async function call(path: string, init?: RequestInit) {
  const res = await probe.request(path, init, env, createExecutionContext())
  return { status: res.status, res, body: (await res.json()) as ApiFailure }
}

afterEach(() => vi.restoreAllMocks())

describe('the error envelope', () => {
  it('turns validation failures into 400 with per-field errors', async () => {
    const { status, body } = await call('/json', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'a', qty: 1.5 }),
    })
    expect(status).toBe(400)
    expect(body.success).toBe(false)
    expect(body.errors?.map((e) => e.field)).toEqual(['name', 'qty'])
  })

  it('answers a malformed JSON body with 400, not 500', async () => {
    const { status, body } = await call('/json', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name": "ab",',
    })
    expect(status).toBe(400)
    expect(body).toEqual({ success: false, message: 'Geçersiz JSON gövdesi' })
  })

  it.each([
    ['/missing', 404, 'Ürün bulunamadı'],
    ['/anonymous', 401, 'Bu işlem için giriş yapmanız gerekiyor'],
    ['/forbidden', 403, 'Bu işlem için yetkiniz yok'],
    ['/conflict', 409, 'Sipariş zaten iptal edildi'],
  ])('%s answers %i with its message', async (path, status, message) => {
    const result = await call(path)
    expect(result.status).toBe(status)
    expect(result.body).toEqual({ success: false, message })
  })

  it('hides unexpected errors behind a generic 500 and logs them with the request id', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { status, res, body } = await call('/boom')
    expect(status).toBe(500)
    expect(body).toEqual({ success: false, message: 'Sunucu hatası' })
    const id = res.headers.get('X-Request-Id')
    expect(id).toBeTruthy()
    expect(String(log.mock.calls[0]?.[0])).toContain(id)
  })

  it('maps a UNIQUE constraint failure to 409 naming the field', async () => {
    const { status, body } = await call('/duplicate-slug', { method: 'POST' })
    expect(status).toBe(409)
    expect(body.errors).toEqual([{ field: 'slug', message: body.message }])
  })

  it('maps a CHECK constraint failure to 409', async () => {
    const { status, body } = await call('/negative-stock', { method: 'POST' })
    expect(status).toBe(409)
    expect(body.success).toBe(false)
    expect(body.message).toBe('İşlem veri kurallarına aykırı')
  })
})

describe('GET /api/health when a dependency is down', () => {
  it('answers 503 with the envelope and says which one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const brokenBucket = {
      list: () => Promise.reject(new Error('R2 unavailable')),
    } as unknown as R2Bucket
    const res = await app.request(
      '/api/health',
      {},
      { ...env, MEDIA: brokenBucket },
      createExecutionContext(),
    )
    expect(res.status).toBe(503)
    const body = (await res.json()) as {
      success: boolean
      data: Record<string, { ok: boolean }> & { status: string }
    }
    expect(body.success).toBe(true)
    expect(body.data.status).toBe('degraded')
    expect(body.data.database?.ok).toBe(true)
    expect(body.data.media?.ok).toBe(false)
  })
})
