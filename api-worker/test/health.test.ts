import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'

const get = (path: string) => exports.default.fetch(`http://shop.test${path}`)

describe('GET /api/health', () => {
  it('reports database and media as up', async () => {
    const res = await get('/api/health')
    expect(res.status).toBe(200)
    expect(res.headers.get('X-Request-Id')).toBeTruthy()
    const body = await res.json<{ success: boolean; data: Record<string, unknown> }>()
    expect(body.success).toBe(true)
    expect(body.data).toMatchObject({
      status: 'ok',
      database: { ok: true, latencyMs: expect.any(Number) },
      media: { ok: true, latencyMs: expect.any(Number) },
    })
    expect(Number.isNaN(Date.parse(String(body.data.time)))).toBe(false)
  })
})

describe('GET /api/ping', () => {
  it('answers a constant body', async () => {
    const res = await get('/api/ping')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ success: true, data: { pong: true } })
  })
})
