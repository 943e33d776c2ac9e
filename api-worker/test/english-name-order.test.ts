import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { LANGUAGE_COOKIE, type ProductDto, readLocalized } from '@shop/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { app } from '../src/app'
import worker from '../src/index'
import { englishNameSortKey } from '../src/lib/sort-key'
import { call } from './helpers/api'
import { insertCategory, insertProduct } from './helpers/catalogue'
import { adminToken } from './helpers/staff'

/**
 * Turkish and English names whose alphabetical orders differ; '' is a product not yet translated, which an English
 * reader sees (and so sorts) under its Turkish name. Accents sort as their base letter: É among the e's, Ş among the
 * s's, not after z.
 */
const NAMES: [tr: string, en: string][] = [
  ['Ağız Aynası', 'Mouth Mirror'],
  ['Biyoseramik Patı', ''],
  ['Endodonti Motoru', 'Endodontic Motor'],
  ['Işık Ünitesi', 'Curing Light'],
  ['Mum', 'Dental Wax'],
  ['Ölçü Kaşığı', 'Élite Impression Tray'],
  ['Şeffaf Matris', ''],
]
const TURKISH_ORDER = NAMES.map(([tr]) => tr)
const ENGLISH_ORDER = [
  'Biyoseramik Patı',
  'Curing Light',
  'Dental Wax',
  'Élite Impression Tray',
  'Endodontic Motor',
  'Mouth Mirror',
  'Şeffaf Matris',
]

/** Through the app as the edge sees it: the suite runs with the edge cache off, these requests may switch it on. */
async function get(path: string, language: 'tr' | 'en', edgeCache: 'on' | 'off' = 'off') {
  const ctx = createExecutionContext()
  const response = await app.request(
    `/api${path}`,
    { headers: { 'Accept-Language': language } },
    { ...env, EDGE_CACHE: edgeCache },
    ctx,
  )
  await waitOnExecutionContext(ctx)
  return response
}

/** The names of a list's products as a reader of `language` sees them, in the list's order. */
async function namesIn(response: Response, language: 'tr' | 'en') {
  expect(response.status).toBe(200)
  const body = (await response.json()) as { data: { products: ProductDto[] } }
  return body.data.products.map((product) => readLocalized(product.name, language))
}

const storedKey = async (id: string) =>
  (
    await env.DB.prepare('SELECT name_sort_key_en AS key FROM products WHERE id = ?')
      .bind(id)
      .first<{ key: string }>()
  )?.key

let category: string
let token: string

beforeAll(async () => {
  token = await adminToken()
  category = await insertCategory(env.DB, { slug: 'ad-sirasi', name: 'Ad sırası' })
  // Inserted in neither order, each newer than the last.
  for (const [index, [tr, en]] of [...NAMES].reverse().entries()) {
    await insertProduct(env.DB, {
      sku: `AD-${index}`,
      name: tr,
      nameEn: en,
      price: 10 + index,
      categoryId: category,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString(),
    })
  }
})

describe('sort=name in the caller’s language', () => {
  const byName = () => `/products?category=${category}&sort=name&order=asc`

  it('orders a list by the Turkish name for a Turkish caller and by the English name for an English one', async () => {
    expect(await namesIn(await get(byName(), 'tr'), 'tr')).toEqual(TURKISH_ORDER)
    expect(await namesIn(await get(byName(), 'en'), 'en')).toEqual(ENGLISH_ORDER)
    const descending = `/products?category=${category}&sort=name&order=desc`
    expect(await namesIn(await get(descending, 'en'), 'en')).toEqual([...ENGLISH_ORDER].reverse())
  })

  it("orders a category's products and a search's matches the same way", async () => {
    const inCategory = `/categories/${category}/products?sort=name&order=asc`
    expect(await namesIn(await get(inCategory, 'tr'), 'tr')).toEqual(TURKISH_ORDER)
    expect(await namesIn(await get(inCategory, 'en'), 'en')).toEqual(ENGLISH_ORDER)
    // Every product's short description says "kısa açıklama" (helpers/catalogue).
    const search = `/products?q=açıklama&category=${category}&sort=name&order=asc`
    expect(await namesIn(await get(search, 'tr'), 'tr')).toEqual(TURKISH_ORDER)
    expect(await namesIn(await get(search, 'en'), 'en')).toEqual(ENGLISH_ORDER)
  })

  it('keeps each language’s order apart at the edge: the same URL asked in Turkish, then in English', async () => {
    const path = `/products?category=${category}&sort=name&order=asc&limit=7`
    const turkish = await get(path, 'tr', 'on')
    expect(turkish.headers.get('X-Shop-Cache')).toBe('miss')
    expect(await namesIn(turkish, 'tr')).toEqual(TURKISH_ORDER)
    const english = await get(path, 'en', 'on')
    expect(english.headers.get('X-Shop-Cache')).toBe('miss')
    expect(await namesIn(english, 'en')).toEqual(ENGLISH_ORDER)
    const again = await get(path, 'en', 'on')
    expect(again.headers.get('X-Shop-Cache')).toBe('hit')
    expect(await namesIn(again, 'en')).toEqual(ENGLISH_ORDER)
    // Any cache between the worker and the browser is told the answer depends on the language too.
    for (const answer of [turkish, english, again])
      expect(answer.headers.get('Vary')).toMatch(/Accept-Language/)
    expect(english.headers.get('ETag')).not.toBe(turkish.headers.get('ETag'))
  })
})

describe('the answers a page of the shop reads for its first screen', () => {
  it("are read in the page's language: the stored choice's cookie before the browser's languages", async () => {
    const visitor = { 'Accept-Language': 'tr-TR,tr;q=0.9', Cookie: `${LANGUAGE_COOKIE}=en` }
    // A shop page (its list and facets inlined) and a screen the shell serves (the settings and category tree).
    for (const [page, read] of [
      ['/products', '/products'],
      ['/cart', '/settings/public'],
    ] as const) {
      const ctx = createExecutionContext()
      const html = await worker.fetch(
        new Request(`https://shop.test${page}`, { headers: visitor }),
        { ...env, EDGE_CACHE: 'on' },
        ctx,
      )
      await waitOnExecutionContext(ctx)
      expect(html.status, page).toBe(200)
      // The page's read was kept under English, the language it is written in: English callers are answered from it.
      expect((await get(read, 'en', 'on')).headers.get('X-Shop-Cache'), page).toBe('hit')
    }
  })
})

describe('the English sort key follows every write of a product', () => {
  const form = (name: { tr: string; en?: string }, sku: string) => ({
    name,
    description: { tr: 'Çekim için pens, paslanmaz çelik' },
    sku,
    category,
    price: '10',
    stock: '1',
    images: [`/media/products/${sku}.png`],
    specifications: [],
  })

  it('is written on create and on update, from the Turkish name while there is no English one', async () => {
    const created = await call<{ product: ProductDto }>('/products', {
      method: 'POST',
      token,
      body: form({ tr: 'Çekim Pensi', en: '' }, 'ad-yeni'),
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const id = created.body.data.product._id
    expect(await storedKey(id)).toBe(englishNameSortKey('Çekim Pensi'))
    const updated = await call(`/products/${id}`, {
      method: 'PUT',
      token,
      body: form({ tr: 'Çekim Pensi', en: 'Extraction Forceps' }, 'ad-yeni'),
    })
    expect(updated.status).toBe(200)
    expect(await storedKey(id)).toBe('extraction forceps')
    const list = await namesIn(await get(`/products?category=${category}&sort=name&order=asc`, 'en'), 'en')
    expect(list.indexOf('Extraction Forceps')).toBe(list.indexOf('Endodontic Motor') + 1)
  })
})
