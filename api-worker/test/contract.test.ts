import { exports } from 'cloudflare:workers'
import type { LocalizedText, Pagination, PublicSettings } from '@shop/domain'
import { hc } from 'hono/client'
import { describe, expect, expectTypeOf, it } from 'vitest'
import type { AppType } from '../src/app'

/** The typed client the front ends build from `AppType`, pointed at the real worker. */
const client = hc<AppType>('http://shop.test', {
  fetch: (input: RequestInfo | URL, init?: RequestInit) => exports.default.fetch(input, init),
})

describe('AppType contract', () => {
  it('types the product list answer', async () => {
    const res = await client.api.products.$get({ query: { limit: '1', sort: 'price', order: 'asc' } })
    expect(res.status).toBe(200)
    const body = await res.json()
    expectTypeOf(body.success).toEqualTypeOf<true>()
    expectTypeOf(body.pagination).toEqualTypeOf<Pagination | undefined>()
    type Product = (typeof body.data.products)[number]
    expectTypeOf<Product['_id']>().toEqualTypeOf<string>()
    expectTypeOf<Product['price']>().toEqualTypeOf<number>()
    expectTypeOf<Product['discountPrice']>().toEqualTypeOf<number | null>()
    expectTypeOf<Product['name']>().toEqualTypeOf<LocalizedText>()
    expect(Array.isArray(body.data.products)).toBe(true)
  })

  it('types public settings without the translation block', async () => {
    const res = await client.api.settings.public.$get()
    const body = await res.json()
    expectTypeOf(body.data.settings).not.toHaveProperty('translation')
    expectTypeOf(body.data.settings.siteName).toEqualTypeOf<PublicSettings['siteName']>()
    expect(body.data.settings.siteName.tr).toBeTruthy()
  })

  it('types health and ping', async () => {
    const health = await (await client.api.health.$get()).json()
    expectTypeOf(health.data.status).toEqualTypeOf<'ok' | 'degraded'>()
    const ping = await (await client.api.ping.$get()).json()
    expect(ping.data.pong).toBe(true)
  })
})
