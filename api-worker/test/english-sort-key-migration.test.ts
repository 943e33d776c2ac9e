import { env } from 'cloudflare:workers'
import { type LocalizedText, readLocalized } from '@shop/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { englishNameSortKey } from '../src/lib/sort-key'
import { insertProduct } from './helpers/catalogue'

/** The blocks migration 0016's table of pieces covers (its comment names them). */
const COVERED: [from: number, to: number][] = [
  [0x80, 0x3ff],
  [0x2000, 0x2bff],
  [0xfe00, 0xfe0f],
  [0x1f000, 0x1faff],
]

/** Characters per product name: each between two a's, so that no two of them share a separator. */
const PER_NAME = 200

/** Names as shops type them, and names the fallback reads past: blank English, no English, another language only. */
const TYPED: LocalizedText[] = [
  { tr: 'Işık Ünitesi', en: '' },
  { tr: 'İĞNE UCU', en: '   ' },
  { tr: 'Şırınga', en: '\u00a0\t' },
  { tr: 'Kompozit', en: '  Composite -- Resin (3M™)  ' },
  { tr: 'Frez', en: 'Ø 2,5 mm Élite Bur — Straße ½' },
  { tr: 'Greft', en: 'β-TCP Bone Graft' },
  { tr: 'Ayna' },
  { tr: '', de: 'Zange' },
  { tr: '', en: '' },
  { tr: 'Cre\u0300me', en: 'E\u0301clat' },
]

/** The statements of migration 0016 that fill the English key of the rows already there. */
function backfill(): string[] {
  const migration = env.TEST_MIGRATIONS.find((entry) => entry.name.startsWith('0016_'))
  if (!migration) throw new Error('no migration 0016')
  const statements = migration.queries.filter((query) =>
    /english_sort_pieces|^\s*UPDATE `products` SET `name_sort_key_en`/.test(query),
  )
  // The table of pieces made, filled, read by the UPDATE and dropped.
  expect(statements).toHaveLength(4)
  return statements
}

const ids: string[] = []

beforeAll(async () => {
  const characters: string[] = []
  for (const [from, to] of COVERED) {
    for (let code = from; code <= to; code++) characters.push(String.fromCodePoint(code))
  }
  for (let start = 0; start < characters.length; start += PER_NAME) {
    const nameEn = `a${characters.slice(start, start + PER_NAME).join('a')}a`
    ids.push(await insertProduct(env.DB, { sku: `KOD-${start}`, name: 'Kod', nameEn, price: 1 }))
  }
  for (const [index, name] of TYPED.entries()) {
    const id = await insertProduct(env.DB, { sku: `YAZI-${index}`, name: 'x', price: 1 })
    await env.DB.prepare('UPDATE products SET name = ? WHERE id = ?').bind(JSON.stringify(name), id).run()
    ids.push(id)
  }
}, 60_000)

describe('migration 0016', () => {
  it("backfills each existing product's English key as the worker computes it", async () => {
    await env.DB.prepare(`UPDATE products SET name_sort_key_en = ''`).run()
    for (const statement of backfill()) await env.DB.prepare(statement).run()
    const { results } = await env.DB.prepare('SELECT id, name, name_sort_key_en AS key FROM products').all<{
      id: string
      name: string
      key: string
    }>()
    expect(results.map((row) => row.id).sort()).toEqual([...ids].sort())
    for (const row of results) {
      const name = JSON.parse(row.name) as LocalizedText
      expect(row.key, row.name).toBe(englishNameSortKey(readLocalized(name, 'en')))
    }
    // The worked table is dropped again.
    const left = await env.DB.prepare(
      "SELECT count(*) AS n FROM sqlite_master WHERE name = 'english_sort_pieces'",
    ).first<{ n: number }>()
    expect(left?.n).toBe(0)
  })
})
