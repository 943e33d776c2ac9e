import { env } from 'cloudflare:workers'
import { drizzle } from 'drizzle-orm/d1'
import { beforeEach, describe, expect, it } from 'vitest'
import { loadCategoryForest } from '../src/db/queries/categories'
import * as schema from '../src/db/schema'
import { insertCategory, insertProduct } from './helpers/catalogue'

const db = drizzle(env.DB, { schema })

/** Each category's direct count of active products as the triggers keep it, and as counting the catalogue gives it. */
async function kept() {
  const stored = await env.DB.prepare(
    `SELECT category_key AS category_id, sum(active_products) AS active_products FROM product_facet_counts
     WHERE category_key <> '' GROUP BY category_key HAVING sum(active_products) > 0 ORDER BY category_key`,
  ).all<{ category_id: string; active_products: number }>()
  const counted = await env.DB.prepare(
    `SELECT category_id, count(*) AS active_products FROM products
     WHERE is_active = 1 AND category_id IS NOT NULL GROUP BY category_id ORDER BY category_id`,
  ).all<{ category_id: string; active_products: number }>()
  return { stored: stored.results, counted: counted.results }
}

const run = (statement: string, ...params: unknown[]) =>
  env.DB.prepare(statement)
    .bind(...params)
    .run()

describe("each category's count of active products", () => {
  let a = ''
  let b = ''
  let product = ''
  // The file's tests share one database: each makes categories and products of its own.
  let round = ''

  beforeEach(async () => {
    round = crypto.randomUUID().slice(0, 8)
    a = await insertCategory(env.DB, { slug: `sayim-a-${round}`, name: 'Sayım A' })
    b = await insertCategory(env.DB, { slug: `sayim-b-${round}`, name: 'Sayım B' })
    const make = (n: number, categoryId: string | undefined, isActive = true) =>
      insertProduct(env.DB, {
        sku: `SAYIM-${round}-${n}`,
        name: `Sayım ${n}`,
        price: 10,
        categoryId,
        isActive,
      })
    product = await make(1, a)
    await make(2, a)
    await make(3, b, false)
    await make(4, undefined)
  })

  it('follows inserts, leaving inactive and uncategorised products out', async () => {
    const { stored, counted } = await kept()
    expect(stored.filter((row) => [a, b].includes(row.category_id))).toEqual([
      { category_id: a, active_products: 2 },
    ])
    expect(stored).toEqual(counted)
  })

  it('follows a product deactivated, activated, moved, moved out of any category and deleted', async () => {
    const steps = [
      ['UPDATE products SET is_active = 0 WHERE id = ?', product],
      ['UPDATE products SET is_active = 1 WHERE id = ?', product],
      ['UPDATE products SET category_id = ? WHERE id = ?', b, product],
      ['UPDATE products SET is_active = 1 WHERE category_id = ?', b],
      ['UPDATE products SET category_id = NULL WHERE id = ?', product],
      ['UPDATE products SET category_id = ?, is_active = 0 WHERE id = ?', a, product],
      ['DELETE FROM products WHERE category_id = ?', a],
    ] as const
    for (const [statement, ...params] of steps) {
      await run(statement, ...params)
      const { stored, counted } = await kept()
      expect(stored, statement).toEqual(counted)
    }
  })

  it('gives the category tree its counts, a parent counting its subcategories', async () => {
    const child = await insertCategory(env.DB, { slug: `sayim-alt-${round}`, name: 'Sayım alt', parentId: a })
    await insertProduct(env.DB, { sku: `SAYIM-${round}-5`, name: 'Sayım 5', price: 10, categoryId: child })
    const forest = await loadCategoryForest(db)
    expect(forest.find(a)?.productCount).toBe(3)
    expect(forest.find(child)?.productCount).toBe(1)
    expect(forest.find(b)?.productCount).toBe(0)
  })

  it('follows a bulk insert of thousands of rows in one statement', async () => {
    await run(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2000)
       INSERT INTO products (id, slug, sku, name, short_description, description, name_sort_key, search_names,
         search_text, price, effective_price, stock, is_active, is_featured, category_id, images, videos,
         specifications, created_at, updated_at)
       SELECT ?2 || i, ?2 || i, 'X' || ?2 || i, t.name, t.short_description, t.description,
         t.name_sort_key, t.search_names, t.search_text, 10, 10, 1, 1, 0, t.category_id, t.images, t.videos,
         t.specifications, t.created_at, t.updated_at
       FROM n, products t WHERE t.id = ?1`,
      product,
      `bulk-${round}-`,
    )
    const { stored, counted } = await kept()
    expect(stored).toEqual(counted)
    expect(stored.find((row) => row.category_id === a)?.active_products).toBe(2002)
    expect((await loadCategoryForest(db)).find(a)?.productCount).toBe(2002)
  })
})
