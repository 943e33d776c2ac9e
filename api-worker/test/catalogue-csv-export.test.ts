import { env } from 'cloudflare:workers'
import { CATALOGUE_CSV_COLUMNS } from '@shop/domain'
import Papa from 'papaparse'
import { beforeAll, describe, expect, it } from 'vitest'
import { EXPORT_PAGE_SIZE } from '../src/lib/csv/catalogue-export'
import { registerCustomer } from './helpers/api'
import { insertCategory } from './helpers/catalogue'
import { exportCsv, insertFullProduct } from './helpers/catalogue-csv'
import { moderatorToken, userWithRole } from './helpers/staff'

let admin: string

/** The records of an export, each as a column → cell map. */
function records(text: string): Record<string, string>[] {
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true })
  expect(parsed.errors).toEqual([])
  expect(parsed.meta.fields).toEqual([...CATALOGUE_CSV_COLUMNS])
  return parsed.data
}

beforeAll(async () => {
  admin = await (await userWithRole('admin')).token()
  const endo = await insertCategory(env.DB, { slug: 'endodonti', name: 'Endodonti' })
  const files = await insertCategory(env.DB, { slug: 'egeler', name: 'Eğeler', parentId: endo })
  await insertFullProduct({
    sku: 'EXP-1',
    name: { tr: '=cmd|" /C calc"!A0', en: '+Plus' },
    description: { tr: '@SUM(1+1) açıklaması', en: '-minus description' },
    price: 1234.5,
    discountPrice: 999.99,
    stock: 4,
    isActive: false,
    categoryId: files,
    images: ['/media/products/a.png', '/media/products/b.png'],
    videos: ['/media/videos/a.mp4'],
    specifications: [{ key: { tr: 'Boy', en: 'Size' }, value: { tr: 'Orta', en: 'Medium' } }],
  })
})

describe('GET /catalogue/export', () => {
  it('answers a dated CSV attachment with a UTF-8 BOM', async () => {
    const { status, headers, bytes } = await exportCsv(admin)
    expect(status).toBe(200)
    expect(headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    const today = new Date().toISOString().slice(0, 10)
    expect(headers.get('Content-Disposition')).toBe(`attachment; filename="katalog-${today}.csv"`)
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  })

  it('writes every product (inactive too) with both languages, the category trail and lira with a dot', async () => {
    const [row] = records((await exportCsv(admin)).text)
    expect(row).toEqual({
      sku: 'EXP-1',
      slug: 'exp-1',
      name_tr: `'=cmd|" /C calc"!A0`,
      name_en: "'+Plus",
      description_tr: `'@SUM(1+1) açıklaması`,
      description_en: "'-minus description",
      category_path: 'endodonti/egeler',
      category_names_tr: 'Endodonti > Eğeler',
      category_names_en: 'Endodonti (en) > Eğeler (en)',
      price: '1234.50',
      discount_price: '999.99',
      stock: '4',
      is_active: 'false',
      is_featured: 'false',
      images: '/media/products/a.png|/media/products/b.png',
      videos: '/media/videos/a.mp4',
      specifications: JSON.stringify([
        { key: { tr: 'Boy', en: 'Size' }, value: { tr: 'Orta', en: 'Medium' } },
      ]),
    })
  })

  it('pages through a large catalogue, each product once, in SKU order', async () => {
    const extra = EXPORT_PAGE_SIZE * 2 + 1
    // Written in one statement: inserting thousands of products one call at a time would dominate the test.
    await env.DB.prepare(
      `with recursive n(i) as (select 1 union all select i + 1 from n where i < ?)
       insert into products (id, slug, sku, name, price, effective_price, stock, images)
       select printf('%024x', i), 'toplu-' || i, printf('BULK-%05d', i), json_object('tr', 'Toplu ' || i),
              1000, 1000, i % 7, json_array('/media/products/toplu.png')
       from n`,
    )
      .bind(extra)
      .run()
    const rows = records((await exportCsv(admin)).text)
    expect(rows).toHaveLength(extra + 1)
    const skus = rows.map((row) => row.sku)
    expect(new Set(skus).size).toBe(skus.length)
    expect(skus).toEqual([...skus].sort())
    expect(rows.find((row) => row.sku === 'BULK-00007')).toMatchObject({ price: '10.00', stock: '0' })
  })

  it('is open to moderators and closed to customers and visitors', async () => {
    expect((await exportCsv(await moderatorToken())).status).toBe(200)
    expect((await exportCsv((await registerCustomer()).token)).status).toBe(403)
    expect((await exportCsv(null)).status).toBe(401)
  })
})
