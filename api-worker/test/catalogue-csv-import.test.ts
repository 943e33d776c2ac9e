import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { insertCategory, insertProduct } from './helpers/catalogue'
import { csvOf, csvRow, importCsv, productCount } from './helpers/catalogue-csv'
import { tr } from './helpers/messages'
import { moderatorToken, userWithRole } from './helpers/staff'

interface StoredProduct {
  id: string
  slug: string
  sku: string
  name: string
  short_description: string
  description: string
  price: number
  discount_price: number | null
  effective_price: number
  stock: number
  is_active: number
  is_featured: number
  category_id: string | null
  images: string
  search_names: string
}

const stored = (sku: string) =>
  env.DB.prepare('select * from products where sku = ?').bind(sku).first<StoredProduct>()

const categoryBySlug = (slug: string) =>
  env.DB.prepare('select id, parent_id, name from categories where slug = ?')
    .bind(slug)
    .first<{ id: string; parent_id: string | null; name: string }>()

let admin: string
let endo: string

beforeAll(async () => {
  admin = await (await userWithRole('admin')).token()
  endo = await insertCategory(env.DB, { slug: 'endodonti', name: 'Endodonti' })
})

describe('POST /catalogue/import', () => {
  it('updates products by SKU (any case), keeping their id, slug and short description', async () => {
    const id = await insertProduct(env.DB, {
      name: 'Eski Ad',
      sku: 'UPD-1',
      price: 50,
      stock: 1,
      categoryId: endo,
      shortDescription: { tr: 'Kısa açıklama kalır' },
    })
    const file = csvOf([
      csvRow({
        sku: 'upd-1',
        name_tr: 'Yeni Ad',
        name_en: 'New Name',
        price: '75.25',
        discount_price: '70',
        stock: '40',
        is_featured: 'true',
      }),
      csvRow({ sku: 'NEW-1', name_tr: 'Yepyeni Ürün' }),
    ])
    const { status, body } = await importCsv(admin, file, { dryRun: false })
    expect(status).toBe(200)
    expect(body.data).toEqual({ dryRun: false, rows: 2, created: 1, updated: 1, errors: [] })
    const updated = await stored('UPD-1')
    expect(updated).toMatchObject({
      id,
      slug: 'upd-1',
      price: 7525,
      discount_price: 7000,
      effective_price: 7000,
      stock: 40,
      is_featured: 1,
    })
    expect(JSON.parse(updated?.name ?? '{}')).toEqual({ tr: 'Yeni Ad', en: 'New Name' })
    expect(JSON.parse(updated?.short_description ?? '{}')).toEqual({ tr: 'Kısa açıklama kalır' })
    expect(updated?.search_names).toContain('yeni ad')
    const created = await stored('NEW-1')
    expect(created).toMatchObject({ slug: 'yepyeni-urun', category_id: endo, is_active: 1, is_featured: 0 })
  })

  it('creates the missing categories of a path from its names, parents first', async () => {
    const file = csvOf([
      csvRow({
        sku: 'CAT-1',
        category_path: 'cerrahi/implant/vidalar',
        category_names_tr: 'Cerrahi > İmplant > Vidalar',
        category_names_en: 'Surgery > Implants > Screws',
      }),
      csvRow({ sku: 'CAT-2', category_path: 'cerrahi/implant', category_names_tr: '' }),
    ])
    const { body } = await importCsv(admin, file, { dryRun: false })
    expect(body.data.errors).toEqual([])
    const surgery = await categoryBySlug('cerrahi')
    const implant = await categoryBySlug('implant')
    const screws = await categoryBySlug('vidalar')
    expect(surgery?.parent_id).toBeNull()
    expect(implant?.parent_id).toBe(surgery?.id)
    expect(screws?.parent_id).toBe(implant?.id)
    expect(JSON.parse(implant?.name ?? '{}')).toEqual({ tr: 'İmplant', en: 'Implants' })
    expect((await stored('CAT-1'))?.category_id).toBe(screws?.id)
    expect((await stored('CAT-2'))?.category_id).toBe(implant?.id)
  })

  it('reads a BOM, CRLF line endings and a quoted description over several lines', async () => {
    const description = 'İlk satır, virgüllü\r\n"Tırnaklı" ikinci satır\r\n\r\nboş satırdan sonra üçüncü'
    const file = `\ufeff${csvOf([csvRow({ sku: 'BOM-1', description_tr: description }), csvRow({ sku: 'BOM-2' })])}`
    expect(file).toContain('\r\n')
    const { status, body } = await importCsv(admin, new TextEncoder().encode(file), { dryRun: false })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ rows: 2, created: 2, errors: [] })
    expect(JSON.parse((await stored('BOM-1'))?.description ?? '{}').tr).toBe(description)
  })

  it('reads a file a Turkish spreadsheet saved: semicolons, decimal commas, Windows-1254', async () => {
    const row = csvRow({ sku: 'WIN-1', name_tr: 'Ağız Aynası Şık', price: '12,50' })
    const text = csvOf([row]).replace(/,/g, ';').replace('12;50', '12,50')
    const bytes = windows1254(text)
    const { body } = await importCsv(admin, bytes, { dryRun: false, contentType: 'text/csv' })
    expect(body.data.errors).toEqual([])
    const product = await stored('WIN-1')
    expect(JSON.parse(product?.name ?? '{}').tr).toBe('Ağız Aynası Şık')
    expect(product?.price).toBe(1250)
  })

  it('takes a guarded formula cell back to its text', async () => {
    const file = csvOf([
      csvRow({
        sku: 'FRM-1',
        name_tr: "'=1+1 Eğe",
        name_en: "'-10% off",
        description_en: "'düz metin kalır",
      }),
    ])
    const { body } = await importCsv(admin, file, { dryRun: false })
    expect(body.data.errors).toEqual([])
    const product = await stored('FRM-1')
    expect(JSON.parse(product?.name ?? '{}')).toEqual({ tr: '=1+1 Eğe', en: '-10% off' })
    expect(JSON.parse(product?.description ?? '{}').en).toBe("'düz metin kalır")
  })

  it('accepts the file as the file field of a multipart form', async () => {
    const { status, body } = await importCsv(admin, csvOf([csvRow({ sku: 'MP-1' })]), {
      dryRun: false,
      multipart: true,
    })
    expect(status).toBe(200)
    expect(body.data.created).toBe(1)
    expect(await stored('MP-1')).not.toBeNull()
  })

  it('only checks unless dryRun=false is given', async () => {
    const before = await productCount()
    const { status, body } = await importCsv(admin, csvOf([csvRow({ sku: 'DRY-1' })]))
    expect(status).toBe(200)
    expect(body.data).toEqual({ dryRun: true, rows: 1, created: 1, updated: 0, errors: [] })
    expect(await productCount()).toBe(before)
  })

  it('releases the media an update drops when nothing else uses them', async () => {
    await env.MEDIA.put('products/csv-old.png', new Uint8Array([1, 2, 3]))
    await env.MEDIA.put('products/csv-shared.png', new Uint8Array([4]))
    const first = csvOf([
      csvRow({ sku: 'MED-1', images: '/media/products/csv-old.png|/media/products/csv-shared.png' }),
      csvRow({ sku: 'MED-2', images: '/media/products/csv-shared.png' }),
    ])
    expect((await importCsv(admin, first, { dryRun: false })).status).toBe(200)
    const second = csvOf([csvRow({ sku: 'MED-1', images: '/media/products/csv-new.png' })])
    expect((await importCsv(admin, second, { dryRun: false })).status).toBe(200)
    expect(await env.MEDIA.head('products/csv-old.png')).toBeNull()
    expect(await env.MEDIA.head('products/csv-shared.png')).not.toBeNull()
  })

  it('lets a moderator import', async () => {
    const { status, body } = await importCsv(await moderatorToken(), csvOf([csvRow({ sku: 'MOD-1' })]), {
      dryRun: false,
    })
    expect(status).toBe(200)
    expect(body.data.created).toBe(1)
  })

  it('answers the row errors of a refused apply in Turkish by default', async () => {
    const { status, body } = await importCsv(admin, csvOf([csvRow({ sku: 'TR-1', stock: '-3' })]), {
      dryRun: false,
    })
    expect(status).toBe(422)
    expect(body.data.errors).toEqual([
      { line: 2, field: 'stock', message: tr['admin.product.stock_invalid'] },
    ])
  })
})

/** The bytes a Turkish Windows spreadsheet writes for a text (only the letters these tests use). */
function windows1254(text: string): Uint8Array {
  const special: Record<string, number> = {
    ğ: 0xf0,
    Ğ: 0xd0,
    ş: 0xfe,
    Ş: 0xde,
    ı: 0xfd,
    İ: 0xdd,
    ç: 0xe7,
    ö: 0xf6,
    ü: 0xfc,
  }
  return Uint8Array.from([...text], (char) => special[char] ?? char.charCodeAt(0))
}
