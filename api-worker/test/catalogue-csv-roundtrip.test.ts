import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { insertCategory } from './helpers/catalogue'
import { exportCsv, importCsv, insertFullProduct, productCount } from './helpers/catalogue-csv'
import { userWithRole } from './helpers/staff'

interface StoredCategory {
  id: string
  slug: string
  parent_id: string | null
  name: string
}

/** The catalogue as the CSV carries it, read straight from D1, with each category as its trail from the root. */
async function catalogue() {
  const categories = (
    await env.DB.prepare('select id, slug, parent_id, name from categories').all<StoredCategory>()
  ).results
  const byId = new Map(categories.map((row) => [row.id, row]))
  const trail = (id: string | null): { slug: string; name: unknown }[] => {
    const row = id ? byId.get(id) : undefined
    return row ? [...trail(row.parent_id), { slug: row.slug, name: JSON.parse(row.name) }] : []
  }
  const rows = await env.DB.prepare(
    `select sku, slug, name, description, price, discount_price, effective_price, stock, is_active, is_featured,
       images, videos, specifications, category_id, name_sort_key, name_sort_key_en, search_names, search_text
     from products order by sku`,
  ).all<Record<string, string | number | null>>()
  return rows.results.map(({ category_id, ...row }) => ({
    ...row,
    category: trail(category_id as string | null),
  }))
}

let admin: string

beforeAll(async () => {
  admin = await (await userWithRole('admin')).token()
  const endo = await insertCategory(env.DB, { slug: 'endodonti', name: 'Endodonti' })
  const files = await insertCategory(env.DB, { slug: 'egeler', name: 'Eğeler', parentId: endo })
  const rotary = await insertCategory(env.DB, {
    slug: 'dondurulen-egeler',
    name: 'Döner Eğeler',
    parentId: files,
  })
  const surgery = await insertCategory(env.DB, { slug: 'cerrahi', name: 'Cerrahi', isActive: false })
  await insertFullProduct({
    sku: 'EGE-25',
    name: { tr: 'K-Eğe 25 mm "Profesyonel"', en: 'K-File 25 mm "Pro"' },
    description: {
      tr: 'Çok satırlı açıklama:\n- paslanmaz çelik, esnek\n- 6 adet, "otoklavlanabilir"',
      en: 'Multi-line description:\n- stainless, flexible',
    },
    price: 249.9,
    discountPrice: 199.99,
    stock: 3,
    isFeatured: true,
    categoryId: files,
    images: ['/media/products/ege-1.webp', '/media/products/ege-2.webp'],
    videos: ['/media/videos/ege.mp4'],
    specifications: [
      { key: { tr: 'Uzunluk', en: 'Length' }, value: { tr: '25 mm', en: '25 mm' } },
      { key: { tr: 'Malzeme' }, value: { tr: 'Nikel-titanyum; esnek, "süper elastik"' } },
    ],
  })
  await insertFullProduct({
    sku: 'ROT-1',
    slug: 'dondurulen-ege-seti',
    name: { tr: 'Döner Eğe Seti' },
    description: { tr: 'Şişli, ığdır, çağrı: Türkçe harflerle açıklama' },
    price: 1500,
    stock: 0,
    isActive: false,
    categoryId: rotary,
    images: ['https://cdn.example.com/rot-1.jpg'],
  })
  await insertFullProduct({
    sku: 'FORM-1',
    name: { tr: '=HYPERLINK("http://kotu.example","tıkla")', en: '-10% off @ once' },
    description: { tr: '+90 532 000 00 00 numaralı hattan sipariş', en: '@everyone order now please' },
    price: 10,
    stock: 1000,
    categoryId: surgery,
    images: ['/media/products/form.png'],
  })
  await insertFullProduct({
    sku: 'KOK-1',
    name: { tr: 'Kök Ürünü', en: 'Root Product' },
    description: { tr: 'Kök kategoride duran bir ürün', en: 'A product in a root category' },
    price: 0.5,
    stock: 7,
    categoryId: endo,
    images: ['/media/products/kok.png'],
  })
})

describe('catalogue CSV round trip', () => {
  it('exports every product and imports it into an empty shop as the same catalogue', async () => {
    const before = await catalogue()
    expect(before).toHaveLength(4)
    const exported = await exportCsv(admin)
    expect(exported.status).toBe(200)

    await env.DB.batch([env.DB.prepare('delete from products'), env.DB.prepare('delete from categories')])
    expect(await productCount()).toBe(0)

    const dry = await importCsv(admin, exported.bytes, { dryRun: true })
    expect(dry.status).toBe(200)
    expect(dry.body.data).toEqual({ dryRun: true, rows: 4, created: 4, updated: 0, errors: [] })
    expect(await productCount()).toBe(0)
    const categoriesAfterDryRun = await env.DB.prepare('select count(*) as n from categories').first<{
      n: number
    }>()
    expect(categoriesAfterDryRun?.n).toBe(0)

    const applied = await importCsv(admin, exported.bytes, { dryRun: false })
    expect(applied.status).toBe(200)
    expect(applied.body.data).toEqual({ dryRun: false, rows: 4, created: 4, updated: 0, errors: [] })

    const after = await catalogue()
    // Category names come back in both languages; what the CSV does not carry (descriptions, images) is not compared.
    expect(after).toEqual(before)

    const again = await exportCsv(admin)
    expect(again.text).toBe(exported.text)
  })

  it('records the import in the audit log', async () => {
    const row = await env.DB.prepare(
      "select actor_id, details from audit_log where entity = 'catalogue' and action = 'catalogue.import'",
    ).first<{ actor_id: string; details: string }>()
    expect(row).not.toBeNull()
    expect(JSON.parse(row?.details ?? '{}')).toMatchObject({ rows: 4, created: 4, updated: 0 })
  })

  it('imports the same file again as updates that change nothing', async () => {
    const before = await catalogue()
    const exported = await exportCsv(admin)
    const applied = await importCsv(admin, exported.bytes, { dryRun: false })
    expect(applied.body.data).toMatchObject({ rows: 4, created: 0, updated: 4, errors: [] })
    expect(await catalogue()).toEqual(before)
  })
})
