import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { registerCustomer } from './helpers/api'
import { emptyBucket, emptyDatabase } from './helpers/fresh-state'
import { createOrder, product } from './helpers/orders'
import { rowCounts } from './security/support/db-snapshot'

/** Row counts of the shop's tables: the migrations' record, the cache generation and the search indexes aside. */
async function shopRowCounts(): Promise<Record<string, number>> {
  const kept = /^(d1_migrations|cache_generation|products_fts.*|orders_search.*)$/
  return Object.fromEntries(Object.entries(await rowCounts()).filter(([name]) => !kept.test(name)))
}

const allZero = (counts: Record<string, number>) => Object.values(counts).every((count) => count === 0)

// Runs first in its file: the runtime may have run other test files before this one.
describe('each api test file', () => {
  it('starts on empty tables and an empty bucket', async () => {
    const counts = await shopRowCounts()
    expect(Object.keys(counts)).toEqual(expect.arrayContaining(['users', 'products', 'orders', 'settings']))
    expect(counts).toEqual(Object.fromEntries(Object.keys(counts).map((name) => [name, 0])))
    expect((await env.MEDIA.list()).objects).toEqual([])
  })
})

describe('emptyDatabase and emptyBucket', () => {
  it('remove rows that reference each other, search entries and media, and move the cache generation on', async () => {
    const customer = await registerCustomer()
    const id = await product({ name: 'Kompozit dolgu', stock: 5 })
    expect((await createOrder(customer, { items: [{ product: id, quantity: 1 }] })).status).toBe(201)
    await env.MEDIA.put('products/a.webp', new Uint8Array([1, 2, 3]))
    await env.DB.prepare('INSERT OR IGNORE INTO cache_generation (id, value) VALUES (1, 7)').run()
    const before = await env.DB.prepare('SELECT value FROM cache_generation').first<{ value: number }>()
    expect(allZero(await shopRowCounts())).toBe(false)

    await emptyDatabase(env.DB)
    await emptyBucket(env.MEDIA)

    expect(allZero(await shopRowCounts())).toBe(true)
    const matches = await env.DB.prepare(
      "SELECT count(*) AS n FROM products_fts WHERE products_fts MATCH 'kompozit'",
    ).first<{ n: number }>()
    expect(matches?.n).toBe(0)
    const orderEntries = await env.DB.prepare('SELECT count(*) AS n FROM orders_search').first<{
      n: number
    }>()
    expect(orderEntries?.n).toBe(0)
    expect((await env.MEDIA.list()).objects).toEqual([])
    const after = await env.DB.prepare('SELECT value FROM cache_generation').first<{ value: number }>()
    expect(after?.value).toBe((before?.value ?? 0) + 1)
  })
})
