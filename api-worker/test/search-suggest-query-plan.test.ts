import { env } from 'cloudflare:workers'
import { searchPhrases } from '@shop/domain'
import { drizzle } from 'drizzle-orm/d1'
import { describe, expect, it } from 'vitest'
import { productSuggestionsStatement } from '../src/db/queries/search-suggest'
import * as schema from '../src/db/schema'

const db = drizzle(env.DB, { schema })

/** SQLite's plan lines for the suggestions' product statement. */
async function planOf(text: string): Promise<string[]> {
  const { sql, params } = productSuggestionsStatement(db, searchPhrases(text)).toSQL()
  const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>()
  return plan.results.map((row) => row.detail)
}

// The same rule as the product list's plan test (products-query-plan.test.ts): the FTS index drives, products are
// only looked up by rowid, never scanned.
describe('the search suggestions query plan', () => {
  it('walks the FTS index, checks matches on their search keys and reads the suggested products by rowid, for one term and for several', async () => {
    for (const text of ['el', 'nitril eldiven', 'İmplant mot']) {
      const details = await planOf(text)
      const plan = details.join('\n')
      expect(
        details.some((d) => /SCAN products_fts VIRTUAL TABLE INDEX/.test(d)),
        plan,
      ).toBe(true)
      // The matches are checked on their narrow search keys; only the six suggested are read from products.
      expect(
        details.filter((d) => /SEARCH product_search_keys USING INTEGER PRIMARY KEY \(rowid=\?\)/.test(d)),
        plan,
      ).toHaveLength(1)
      expect(
        details.filter((d) => /SEARCH products USING INTEGER PRIMARY KEY \(rowid=\?\)/.test(d)),
        plan,
      ).toHaveLength(1)
      expect(
        details.some((d) => /\bSCAN products\b(?!_)/.test(d) && !/USING (COVERING )?INDEX/.test(d)),
        plan,
      ).toBe(false)
    }
  })
})
