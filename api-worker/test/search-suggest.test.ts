import { env } from 'cloudflare:workers'
import type { SearchSuggestions } from '@shop/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { call } from './helpers/api'
import { insertCategory, insertProduct } from './helpers/catalogue'

const suggest = (q: string, headers: Record<string, string> = {}) =>
  call<SearchSuggestions>(`/products/suggest?q=${encodeURIComponent(q)}`, { headers })

const names = (answer: SearchSuggestions) => answer.products.map((product) => product.name.tr)

beforeAll(async () => {
  const gloves = await insertCategory(env.DB, { slug: 'sg-eldivenler', name: 'Sugg Eldivenler' })
  await insertCategory(env.DB, { slug: 'sg-gizli', name: 'Sugg Gizli Eldivenler', isActive: false })
  const day = (n: number) => `2025-03-${String(n).padStart(2, '0')}T10:00:00.000Z`
  // Eight visible gloves, so the answer has to stop at six.
  for (let n = 1; n <= 8; n++) {
    await insertProduct(env.DB, {
      name: `Sugg Nitril Eldiven ${n}`,
      nameEn: `Sugg Nitrile Glove ${n}`,
      sku: `SG-NTR-${n}`,
      price: 100 + n,
      discountPrice: n === 1 ? 90 : null,
      categoryId: gloves,
      createdAt: day(n),
    })
  }
  await insertProduct(env.DB, { name: 'Sugg Pasif Eldiven', sku: 'SG-OFF-1', price: 5, isActive: false })
  await insertProduct(env.DB, {
    name: 'Sugg Kompozit Dolgu',
    nameEn: 'Sugg Composite Filling',
    sku: 'SG-KMP-1',
    price: 250.5,
  })
})

describe('GET /api/products/suggest', () => {
  it('answers products with name, image and price in lira, and the matching categories', async () => {
    const { status, body } = await suggest('sugg eldiv 1')
    expect(status).toBe(200)
    const [first] = body.data.products
    expect(body.data.products).toHaveLength(1)
    expect(first).toMatchObject({
      slug: 'sg-ntr-1',
      name: { tr: 'Sugg Nitril Eldiven 1', en: 'Sugg Nitrile Glove 1' },
      price: 101,
      discountPrice: 90,
    })
    expect(first?.image).toMatch(/\S/)
    const categories = (await suggest('sugg eldiv')).body.data.categories
    expect(categories).toEqual([
      {
        _id: expect.any(String),
        slug: 'sg-eldivenler',
        name: { tr: 'Sugg Eldivenler', en: 'Sugg Eldivenler (en)' },
      },
    ])
  })

  it('stops at six products, best match first and then the newest', async () => {
    const { body } = await suggest('sugg nitril')
    expect(names(body.data)).toEqual([8, 7, 6, 5, 4, 3].map((n) => `Sugg Nitril Eldiven ${n}`))
  })

  it('never suggests inactive products or hidden categories', async () => {
    const { body } = await suggest('sugg eldiven')
    expect(names(body.data)).not.toContain('Sugg Pasif Eldiven')
    expect(body.data.categories.map((category) => category.slug)).not.toContain('sg-gizli')
    expect((await suggest('sugg pasif')).body.data).toEqual({ products: [], categories: [] })
  })

  it('finds products by their English names, folding case and Turkish letters', async () => {
    const { body } = await suggest('SUGG COMPOS')
    expect(names(body.data)).toEqual(['Sugg Kompozit Dolgu'])
    expect(body.data.products[0]?.price).toBe(250.5)
    expect(names((await suggest('sugg kompozİt')).body.data)).toEqual(['Sugg Kompozit Dolgu'])
  })

  it('keeps the parts of a word typed with a hyphen together, as the list search does', async () => {
    expect(names((await suggest('SG-NTR-2')).body.data)).toEqual(['Sugg Nitril Eldiven 2'])
    expect(names((await suggest('sugg-nitril')).body.data)).toHaveLength(6)
    expect((await suggest('nitril-sugg')).body.data.products).toEqual([])
  })

  it('answers nothing, not a failure, for punctuation and FTS operators', async () => {
    for (const q of ['""', '*(', 'NEAR(', '-^']) {
      const { status, body } = await suggest(q)
      expect(status, q).toBe(200)
      expect(body.data, q).toEqual({ products: [], categories: [] })
    }
  })

  it('refuses a text under 2 or over 100 characters (trimmed) with a message in the caller’s language', async () => {
    for (const q of ['', 'e', '  e  ', 'x'.repeat(101)]) {
      const { status, body } = await suggest(q)
      expect(status, q).toBe(400)
      expect(body.message, q).toBe('Arama metni 2 ile 100 karakter arasında olmalıdır')
      expect(body.errors?.[0]?.field, q).toBe('q')
    }
    const missing = await call('/products/suggest')
    expect(missing.status).toBe(400)
    const english = await suggest('e', { 'Accept-Language': 'en' })
    expect(english.body.message).toBe('The search text must be 2 to 100 characters long')
    // A 100-character text is accepted; D1 never sees it as a LIKE pattern.
    expect((await suggest(`sugg ${'a'.repeat(95)}`)).status).toBe(200)
  })
})
