import { env } from 'cloudflare:workers'
import type { CatalogueTranslationReport, LocalizedText } from '@shop/domain'
import { eq } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/d1'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { derivedProductColumns } from '../src/db/product-columns'
import { categories, products } from '../src/db/schema'
import { FAIL_MARKER, fakeTranslation } from './fake-ai/contract'
import { call } from './helpers/api'
import { insertCategory, insertProduct } from './helpers/catalogue'
import { userWithRole } from './helpers/staff'
import { credential, receivedWith, setVars } from './translate-setup'

const db = () => drizzle(env.DB)
let admin: string
let restore: () => void
let token: string

beforeAll(async () => {
  admin = await (await userWithRole('admin')).token()
})

beforeEach(() => {
  restore?.()
  token = credential()
  restore = setVars({ CF_ACCOUNT_ID: 'hesap-7', CF_AI_TOKEN: token })
})

afterAll(() => restore?.())

const runBatch = (body: Record<string, unknown> = {}, as: string | null = admin) =>
  call<CatalogueTranslationReport>('/translate/catalogue', { body, token: as })

/** Runs batches until done, as the screen's progress loop does; answers every report. */
async function runAll(batchSize: number): Promise<CatalogueTranslationReport[]> {
  const reports: CatalogueTranslationReport[] = []
  let cursor: string | undefined
  for (let guard = 0; guard < 50; guard++) {
    const { status, body } = await runBatch(cursor ? { cursor, batchSize } : { batchSize })
    expect(status).toBe(200)
    reports.push(body.data)
    if (body.data.done) return reports
    cursor = body.data.cursor ?? undefined
  }
  throw new Error('the job never said done')
}

async function productTexts(id: string) {
  const [row] = await db().select().from(products).where(eq(products.id, id))
  if (!row) throw new Error(`no product ${id}`)
  return row
}

async function categoryTexts(id: string) {
  const [row] = await db().select().from(categories).where(eq(categories.id, id))
  if (!row) throw new Error(`no category ${id}`)
  return row
}

async function setEnglish(
  table: 'products' | 'categories',
  id: string,
  field: 'name' | 'description',
  text: string,
) {
  await env.DB.prepare(`update ${table} set ${field} = json_set(${field}, '$.en', ?1) where id = ?2`)
    .bind(text, id)
    .run()
}

let sequence = 0
const sku = () => `CEVIRI-${++sequence}`

/** A product with the given texts (English left out unless given). */
const product = (name: LocalizedText, description: LocalizedText) =>
  insertProduct(env.DB, {
    name: name.tr ?? '',
    nameEn: name.en ?? '',
    sku: sku(),
    price: 100,
    description,
  })

describe('POST /translate/catalogue', () => {
  it('refuses a customer (403), an anonymous caller (401) and answers 409 with no translator', async () => {
    const customer = await (await userWithRole('user')).token()
    expect((await runBatch({}, customer)).status).toBe(403)
    expect((await runBatch({}, null)).status).toBe(401)
    restore()
    const none = await runBatch()
    expect(none.status).toBe(409)
    expect(none.body.message).toBe('Çeviri servisi yapılandırılmamış')
  })

  it('refuses a batch size outside 1 to 25 and a cursor it did not make', async () => {
    expect((await runBatch({ batchSize: 0 })).status).toBe(400)
    expect((await runBatch({ batchSize: 26 })).status).toBe(400)
    const cursor = await runBatch({ cursor: 'x; drop table products' })
    expect(cursor.status).toBe(400)
    expect(cursor.body.message).toBe('Geçersiz devam noktası')
  })

  it('fills only the missing English texts of categories and products, keeping the search columns right', async () => {
    const category = await insertCategory(env.DB, { slug: 'ceviri-kategori', name: 'Cerrahi aletler' })
    await setEnglish('categories', category, 'name', '')
    await setEnglish('categories', category, 'description', 'abc')
    const nameMissing = await product(
      { tr: 'Cerrahi makas', en: '' },
      { tr: 'Paslanmaz çelik cerrahi makas', en: 'Stainless steel surgical scissors' },
    )
    const descriptionMissing = await product(
      { tr: 'Ağız aynası', en: 'Mouth mirror (admin)' },
      { tr: 'Ön yüzey ağız aynası, 5 numara' },
    )
    const complete = await product(
      { tr: 'Eldiven', en: 'Gloves' },
      { tr: 'Pudrasız nitril eldiven', en: 'Powder-free nitrile gloves' },
    )
    const turkishOnlyName = await product({ tr: 'Frez', en: '' }, { tr: '', en: '' })

    const { status, body } = await runBatch({ batchSize: 25 })
    expect(status).toBe(200)
    expect(body.data).toEqual({
      processed: 4,
      translated: 4,
      failed: 0,
      remaining: 0,
      cursor: `p:${[nameMissing, descriptionMissing, turkishOnlyName].sort().at(-1)}`,
      done: true,
    })

    const translatedCategory = await categoryTexts(category)
    expect(translatedCategory.name).toEqual({ tr: 'Cerrahi aletler', en: fakeTranslation('Cerrahi aletler') })
    expect(translatedCategory.description.en).toBe(fakeTranslation('Cerrahi aletler kategorisi'))

    const first = await productTexts(nameMissing)
    expect(first.name.en).toBe(fakeTranslation('Cerrahi makas'))
    expect(first.description.en).toBe('Stainless steel surgical scissors')
    expect(first.searchNames).toBe(derivedProductColumns(first).searchNames)
    expect(first.searchNames).toContain('cerrahi makas')
    // The English name's sort key follows the translation (sort=name in English).
    expect(first.nameSortKeyEn).toBe(derivedProductColumns(first).nameSortKeyEn)

    const second = await productTexts(descriptionMissing)
    expect(second.name.en).toBe('Mouth mirror (admin)')
    expect(second.description.en).toBe(fakeTranslation('Ön yüzey ağız aynası, 5 numara'))
    expect(second.searchText).toBe(derivedProductColumns(second).searchText)

    expect((await productTexts(complete)).updatedAt).toBe((await productTexts(complete)).createdAt)
    const third = await productTexts(turkishOnlyName)
    expect(third.name.en).toBe(fakeTranslation('Frez'))
    expect(third.description).toEqual({ tr: '', en: '' })

    const sent = await receivedWith(token)
    expect(sent.map((request) => (request.body as { text: string }).text).sort()).toEqual(
      [
        'Cerrahi aletler',
        'Cerrahi aletler kategorisi',
        'Cerrahi makas',
        'Ön yüzey ağız aynası, 5 numara',
        'Frez',
      ].sort(),
    )
    expect((await runBatch()).body.data).toMatchObject({
      processed: 0,
      remaining: 0,
      done: true,
      cursor: null,
    })
  })

  it('walks categories then products in id order, a batch at a time, and resumes from the cursor', async () => {
    const categoryIds = [await insertCategory(env.DB, { slug: 'sira-1', name: 'Sıra kategorisi' })]
    for (const id of categoryIds) await setEnglish('categories', id, 'name', '')
    const productIds: string[] = []
    for (let index = 0; index < 4; index++) {
      productIds.push(await product({ tr: `Sıralı ürün ${index}`, en: '' }, { tr: 'Açıklama metni burada' }))
    }
    const order = [...categoryIds.map((id) => `c:${id}`), ...productIds.sort().map((id) => `p:${id}`)]

    const reports = await runAll(2)
    expect(reports.map((report) => report.cursor)).toEqual([order[1], order[3], order[4]])
    expect(reports.map((report) => [report.processed, report.remaining, report.done])).toEqual([
      [2, 3, false],
      [2, 1, false],
      [1, 0, true],
    ])
    expect(reports.every((report) => report.failed === 0)).toBe(true)
    for (const id of productIds) {
      expect((await productTexts(id)).description.en).toBe(fakeTranslation('Açıklama metni burada'))
    }
  })

  it('goes on past an item whose translation fails, leaving it for a later run', async () => {
    const failing = await product({ tr: `Kırık ${FAIL_MARKER}`, en: '' }, { tr: 'Bu açıklama çevrilir' })
    const fine = await product({ tr: 'Sağlam ürün', en: '' }, { tr: 'Bu da çevrilir' })

    const { body } = await runBatch({ batchSize: 10 })
    expect(body.data).toMatchObject({ processed: 2, translated: 1, failed: 1, remaining: 0, done: true })
    const broken = await productTexts(failing)
    expect(broken.name.en).toBe('')
    // What did translate for the failed item is kept; only the failed text is left missing.
    expect(broken.description.en).toBe(fakeTranslation('Bu açıklama çevrilir'))
    expect((await productTexts(fine)).name.en).toBe(fakeTranslation('Sağlam ürün'))

    const again = await runBatch()
    expect(again.body.data).toMatchObject({ processed: 1, translated: 0, failed: 1, done: true })
    await db().delete(products).where(eq(products.id, failing))
  })

  it('never overwrites English an admin writes while the translation is under way', async () => {
    restore()
    token = credential('slow')
    restore = setVars({ CF_ACCOUNT_ID: 'hesap-7', CF_AI_TOKEN: token })
    const id = await product(
      { tr: 'Yarışan ürün', en: '' },
      { tr: 'Yarışan ürünün açıklaması', en: 'Racing text' },
    )

    const pending = runBatch()
    // Once the fake has the request (and is holding its answer), the admin saves an English name.
    for (let tries = 0; (await receivedWith(token)).length === 0; tries++) {
      if (tries > 100) throw new Error('the job never called the translator')
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    await setEnglish('products', id, 'name', 'Racing product (admin)')
    const { status, body } = await pending
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ processed: 1, translated: 0, failed: 0, remaining: 0, done: true })
    const row = await productTexts(id)
    expect(row.name).toEqual({ tr: 'Yarışan ürün', en: 'Racing product (admin)' })
  })
})
