import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { drizzle } from 'drizzle-orm/d1'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../api-worker/src/db/schema'
import { hashPassword, verifyPassword } from '../../api-worker/src/lib/password'
import { exportShop, type ShopExport } from './export-shop'
import { importShop } from './import-shop'
import { type LocalShop, openLocalShop } from './local-shop'
import { NO_PASSWORD } from './tables'

const dirs = [mkdtempSync(join(tmpdir(), 'export-from-')), mkdtempSync(join(tmpdir(), 'import-into-'))]
let source: LocalShop
let target: LocalShop

const ADMIN = { email: 'yonetici@example.com', password: 'Yonetim-Sifresi-42' }

/** One or more rows in every exported table, with the values an export must keep byte for byte. */
async function fillSource(shop: LocalShop) {
  const db = drizzle(shop.db, { schema })
  const hash = await hashPassword('Musteri-Sifresi-42')
  await db.insert(schema.users).values([
    { id: 'a'.repeat(24), name: 'Yönetici', email: ADMIN.email, role: 'admin', passwordHash: hash },
    {
      id: 'b'.repeat(24),
      name: 'Ayşe Çelik',
      email: 'ayse@example.com',
      phone: '+90 555 000 00 00',
      passwordHash: hash,
    },
  ])
  await db.insert(schema.addresses).values({
    id: 'c'.repeat(24),
    userId: 'b'.repeat(24),
    fullName: 'Ayşe Çelik',
    phone: '05550000000',
    city: 'İzmir',
    district: 'Karşıyaka',
    neighborhood: 'Bostanlı',
    addressLine: 'Cemal Gürsel Cd. No: 1 "D:3"',
    isDefault: true,
  })
  await db.insert(schema.categories).values([
    { id: 'd'.repeat(24), slug: 'sarf', name: { tr: 'Sarf', en: 'Consumables' } },
    { id: 'e'.repeat(24), slug: 'eldiven', name: { tr: 'Eldiven', en: 'Gloves' }, parentId: 'd'.repeat(24) },
  ])
  await db.insert(schema.products).values({
    id: 'f'.repeat(24),
    slug: 'nitril-eldiven',
    sku: 'ELD-1',
    name: { tr: 'Nitril Eldiven', en: 'Nitrile Gloves' },
    searchNames: 'nitril eldiven nitrile gloves',
    price: 15_000,
    discountPrice: 12_500,
    effectivePrice: 12_500,
    stock: 40,
    categoryId: 'e'.repeat(24),
    images: ['/media/products/eldiven.png'],
    specifications: [{ key: { tr: 'Beden', en: 'Size' }, value: { tr: 'M', en: 'M' } }],
  })
  await db.insert(schema.orders).values({
    id: '1'.repeat(24),
    orderNumber: 'ORD-20261123-0001',
    userId: 'b'.repeat(24),
    status: 'shipped',
    shippingAddress: {
      title: 'Ev',
      fullName: 'Ayşe Çelik',
      phone: '05550000000',
      city: 'İzmir',
      district: 'Karşıyaka',
      neighborhood: 'Bostanlı',
      addressLine: 'No: 1',
    },
    notes: 'Kapıya bırakın\nteşekkürler',
    subtotal: 25_000,
    shippingCost: 0,
    taxAmount: 5_000,
    totalAmount: 30_000,
  })
  await db.insert(schema.orderItems).values({
    id: '2'.repeat(24),
    orderId: '1'.repeat(24),
    productId: 'f'.repeat(24),
    productName: { tr: 'Nitril Eldiven', en: 'Nitrile Gloves' },
    sku: 'ELD-1',
    quantity: 2,
    unitPrice: 12_500,
    total: 25_000,
  })
  await db.insert(schema.pages).values({
    id: '3'.repeat(24),
    slug: 'hakkimizda',
    title: { tr: 'Hakkımızda', en: 'About us' },
    content: { tr: '<p>Merhaba</p>', en: '<p>Hello</p>' },
    isPublished: true,
  })
  await db.insert(schema.settings).values([
    { group: 'siteName', value: { tr: 'Diş Deposu', en: 'Dental Depot' } },
    {
      group: 'translation',
      value: { provider: 'gemini', apiKey: 'gizli-anahtar', model: 'gemini-2.5-flash' },
    },
  ])
  await db.insert(schema.exchangeRates).values({
    id: '4'.repeat(24),
    targetCurrency: 'USD',
    rate: 41.2345,
    updatedBy: 'a'.repeat(24),
    lastUpdated: '2026-11-20T09:00:00.000Z',
  })
  await db
    .insert(schema.exchangeRateHistory)
    .values({ id: '5'.repeat(24), targetCurrency: 'USD', rate: 41.2345, previousRate: 40.9 })
  await db.insert(schema.wishlistItems).values({ userId: 'b'.repeat(24), productId: 'f'.repeat(24) })
  await db.insert(schema.auditLog).values({
    id: '6'.repeat(24),
    actorId: 'a'.repeat(24),
    action: 'order.status',
    entity: 'order',
    entityId: '1'.repeat(24),
    details: { from: 'pending', to: 'shipped' },
  })
  await db
    .insert(schema.mediaObjects)
    .values({ key: 'products/eldiven.png', contentType: 'image/png', size: 4, folder: 'products' })
  await shop.media.put('products/eldiven.png', new Uint8Array([137, 80, 78, 71]), {
    httpMetadata: { contentType: 'image/png' },
  })
}

beforeAll(async () => {
  source = await openLocalShop(dirs[0])
  target = await openLocalShop(dirs[1])
  await fillSource(source)
}, 120_000)

afterAll(async () => {
  await source?.dispose()
  await target?.dispose()
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

// One story on two local shops: each step reads the one before (the export, then an import into the emptied target).
describe('npm run export / npm run import', { shuffle: false }, () => {
  let exported: ShopExport

  it('exports every table, users without password hashes and settings without the translation key', async () => {
    exported = JSON.parse(JSON.stringify(await exportShop(source.db, source.media)))
    for (const [table, rows] of Object.entries(exported.tables)) expect(rows.length, table).toBeGreaterThan(0)
    expect(exported.tables.users.every((user) => !('password_hash' in user))).toBe(true)
    expect(JSON.stringify(exported)).not.toContain('gizli-anahtar')
    expect(exported.media).toEqual([
      expect.objectContaining({ key: 'products/eldiven.png', size: 4, contentType: 'image/png' }),
    ])
  })

  it('refuses a broken file and changes nothing', async () => {
    const broken = { ...exported, tables: { ...exported.tables, products: [{ 'id; drop table users': 1 }] } }
    await expect(importShop(target.db, broken)).rejects.toThrow(/Not a shop export/)
    const unknownColumn = {
      ...exported,
      tables: { ...exported.tables, pages: [{ id: 'x', no_such_column: 1 }] },
    }
    await expect(importShop(target.db, unknownColumn)).rejects.toThrow(/no column no_such_column/)
    const users = await target.db.prepare('select count(*) as n from users').first<{ n: number }>()
    expect(users?.n).toBe(0)
  })

  it('restores into an empty database the same rows, a working search and the named admin only', async () => {
    const report = await importShop(target.db, exported, {
      admin: { email: ADMIN.email, passwordHash: await hashPassword(ADMIN.password) },
    })
    expect(report.adminRestored).toBe(true)
    const again = JSON.parse(JSON.stringify(await exportShop(target.db, target.media)))
    expect(again.tables).toEqual(exported.tables)

    // The search as the API runs it: the index's matches checked on the products' search keys.
    const found = await target.db
      .prepare(
        `select k.row_id from products_fts cross join product_search_keys k
         where products_fts.rowid = k.row_id and products_fts match 'eldiven' and k.is_active = 1`,
      )
      .all()
    expect(found.results).toHaveLength(1)
    // The kept counts the lists and facets are totalled from.
    const kept = await target.db
      .prepare(
        `select (select coalesce(sum(active_products), 0) from product_facet_counts) as kept,
           (select count(*) from products where is_active = 1) as counted`,
      )
      .first<{ kept: number; counted: number }>()
    expect(kept?.counted).toBeGreaterThan(0)
    expect(kept?.kept).toBe(kept?.counted)

    const hashes = await target.db
      .prepare('select email, password_hash as hash from users')
      .all<{ email: string; hash: string }>()
    const byEmail = new Map(hashes.results.map((row) => [row.email, row.hash]))
    expect(await verifyPassword(ADMIN.password, byEmail.get(ADMIN.email) ?? '')).toBe(true)
    expect(byEmail.get('ayse@example.com')).toBe(NO_PASSWORD)
    expect(await verifyPassword('Musteri-Sifresi-42', NO_PASSWORD)).toBe(false)
  })

  it('refuses a database that already holds rows', async () => {
    await expect(importShop(target.db, exported)).rejects.toThrow(/not empty/)
  })
})
