import { env } from 'cloudflare:workers'
import { drizzle } from 'drizzle-orm/d1'
import { describe, expect, it } from 'vitest'
import * as schema from '../schema'
import { labelLookups, labelOf, labelStatement } from './audit-record-labels'

const db = drizzle(env.DB, { schema })

describe('labelLookups', () => {
  it('asks each entity once for its ids, each id once, and never for settings, the catalogue or a missing id', () => {
    expect(
      labelLookups([
        { entity: 'product', entityId: 'p1' },
        { entity: 'order', entityId: 'o1' },
        { entity: 'product', entityId: 'p2' },
        { entity: 'product', entityId: 'p1' },
        { entity: 'user', entityId: null },
        { entity: 'settings', entityId: 'maintenance' },
        { entity: 'catalogue', entityId: null },
        { entity: 'exchange_rate', entityId: 'USD' },
      ]),
    ).toEqual([
      { entity: 'product', ids: ['p1', 'p2'] },
      { entity: 'order', ids: ['o1'] },
      { entity: 'exchange_rate', ids: ['USD'] },
    ])
  })
})

describe('labelStatement', () => {
  it('binds a page of ids as one parameter (D1 binds at most 100 a statement)', () => {
    const ids = Array.from({ length: 100 }, (_, index) => `id-${index}`)
    for (const entity of ['product', 'category', 'page', 'order', 'user', 'exchange_rate'] as const) {
      const { sql, params } = labelStatement(db, entity, ids).toSQL()
      expect(sql).toContain('in (select value from json_each(?))')
      expect(params).toEqual([JSON.stringify(ids)])
    }
  })
})

describe('labelOf', () => {
  it('names a product by name and SKU, by SKU alone when it has no name', () => {
    const row = { key: 'p1', name: { tr: 'Nitril Eldiven', en: 'Nitrile Gloves' }, text: 'ELD-001' }
    expect(labelOf('product', row, 'en')).toBe('Nitrile Gloves · ELD-001')
    expect(labelOf('product', { ...row, name: {} }, 'tr')).toBe('ELD-001')
  })

  it('names a category or page in the language, else in Turkish, else by its slug', () => {
    expect(labelOf('category', { key: 'c1', name: { tr: 'Frezler' }, text: 'frezler' }, 'en')).toBe('Frezler')
    expect(labelOf('page', { key: 'g1', name: { tr: ' ', en: '' }, text: 'kargo' }, 'tr')).toBe('kargo')
  })

  it('has no name for a row whose text is gone (a deleted user)', () => {
    expect(labelOf('user', { key: 'u1', name: null, text: null }, 'tr')).toBeNull()
  })
})
