import type { ProductListQuery } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import { keptTotal } from '../src/db/queries/kept-counts'
import { keptListStatements } from '../src/db/queries/kept-list'
import { planDb as db, planOf, plansOf } from './helpers/query-plans'

const base: ProductListQuery = { page: 1, limit: 20, order: 'desc' }

/** Lists the kept counts total: a category, stock, sale or featured, alone or together. */
const KEPT: Record<string, Partial<ProductListQuery>> = {
  'a category': { category: 's-cerrahi' },
  'in stock': { inStock: true },
  'out of stock, by name': { inStock: false, sort: 'name', order: 'asc' },
  'on sale, by price': { sale: true, sort: 'price', order: 'asc' },
  featured: { featured: true },
  'a category, in stock, not on sale': { category: 's-cerrahi', inStock: true, sale: false },
}

describe('a list narrowed by a category, stock, sale or featured', () => {
  for (const [name, filter] of Object.entries(KEPT)) {
    const narrowed: ProductListQuery = { ...base, ...filter }

    it(`${name}: is totalled from the counts the triggers keep, reading no product`, async () => {
      const statements = keptListStatements(db, narrowed)
      if (!statements) throw new Error(`expected a kept total for ${name}`)
      const details = await planOf(statements.total)
      expect(
        details.some((d) => /\bproduct_facet_counts\b/.test(d)),
        details.join('\n'),
      ).toBe(true)
      expect(
        details.some((d) => /\bproducts\b/.test(d)),
        details.join('\n'),
      ).toBe(false)
    })

    it(`${name}: reads its page both ways, each on the plan of that way`, async () => {
      const statements = keptListStatements(db, narrowed)
      if (!statements) throw new Error(`expected a kept total for ${name}`)
      const [walked = []] = await plansOf(narrowed, 'walk')
      const [sought = []] = await plansOf(narrowed, 'seek')
      // The guard adds the kept total's lines; the products are read as the unguarded page reads them.
      const productLines = (details: string[]) => details.filter((d) => /\bproducts\b/.test(d))
      expect(productLines(await planOf(statements.walked))).toEqual(productLines(walked))
      expect(productLines(await planOf(statements.sought))).toEqual(productLines(sought))
    })
  }

  it('totals the whole list, neither filtered nor searched, from the kept counts too', async () => {
    const details = await planOf(keptTotal(db, {}))
    expect(details.some((d) => /\bproduct_facet_counts\b/.test(d))).toBe(true)
    expect(details.some((d) => /\bproducts\b/.test(d))).toBe(false)
  })

  it('is counted as before once a price bound or search terms narrow it', () => {
    for (const other of [{ minPrice: 1 }, { maxPrice: 9 }, { q: 'frez' }])
      expect(keptListStatements(db, { ...base, category: 's-cerrahi', inStock: true, ...other })).toBeNull()
    expect(keptListStatements(db, base)).toBeNull()
  })
})
