import { env } from 'cloudflare:workers'
import { drizzle } from 'drizzle-orm/d1'
import { beforeEach, describe, expect, it } from 'vitest'
import { loadCategoryForest } from '../src/db/queries/categories'
import * as schema from '../src/db/schema'
import { insertCategory, insertProduct } from './helpers/catalogue'

const db = drizzle(env.DB, { schema })

interface Cell {
  category_key: string
  in_stock: number
  on_sale: number
  featured: number
  active_products: number
}

const CELL_ORDER = 'ORDER BY category_key, in_stock, on_sale, featured'

/** The counts per category and yes-or-no filter as the triggers keep them, and as counting the catalogue gives them. */
async function kept() {
  const stored = await env.DB.prepare(
    `SELECT category_key, in_stock, on_sale, featured, active_products FROM product_facet_counts
     WHERE active_products > 0 ${CELL_ORDER}`,
  ).all<Cell>()
  const counted = await env.DB.prepare(
    `SELECT coalesce(category_id, '') AS category_key, stock > 0 AS in_stock, effective_price < price AS on_sale,
       is_featured AS featured, count(*) AS active_products
     FROM products WHERE is_active = 1 GROUP BY 1, 2, 3, 4 ${CELL_ORDER}`,
  ).all<Cell>()
  return { stored: stored.results, counted: counted.results }
}

const run = (statement: string, ...params: unknown[]) =>
  env.DB.prepare(statement)
    .bind(...params)
    .run()

describe('the kept counts per category, stock, sale and featured', () => {
  let a = ''
  let b = ''
  let product = ''
  // The file's tests share one database: each makes categories and products of its own.
  let round = ''

  beforeEach(async () => {
    round = crypto.randomUUID().slice(0, 8)
    a = await insertCategory(env.DB, { slug: `hucre-a-${round}`, name: 'Hücre A' })
    b = await insertCategory(env.DB, { slug: `hucre-b-${round}`, name: 'Hücre B' })
    const make = (n: number, input: Partial<Parameters<typeof insertProduct>[1]>) =>
      insertProduct(env.DB, { sku: `HUCRE-${round}-${n}`, name: `Hücre ${n}`, price: 10, ...input })
    product = await make(1, { categoryId: a, stock: 3 })
    await make(2, { categoryId: a, stock: 0, discountPrice: 8 })
    await make(3, { categoryId: b, isActive: false })
    await make(4, { isFeatured: true })
  })

  it('follows inserts, inactive products left out and products outside any category under ""', async () => {
    const { stored, counted } = await kept()
    expect(stored.filter((cell) => [a, b].includes(cell.category_key))).toEqual([
      { category_key: a, in_stock: 0, on_sale: 1, featured: 0, active_products: 1 },
      { category_key: a, in_stock: 1, on_sale: 0, featured: 0, active_products: 1 },
    ])
    expect(stored.some((cell) => cell.category_key === '' && cell.featured === 1)).toBe(true)
    expect(stored).toEqual(counted)
  })

  it('follows every write that moves a product between cells, and no other', async () => {
    const steps = [
      // Stock that stays above zero moves nothing; running out and coming back do.
      ['UPDATE products SET stock = 2 WHERE id = ?', product],
      ['UPDATE products SET stock = 0 WHERE id = ?', product],
      ['UPDATE products SET stock = 5 WHERE id = ?', product],
      // A discount below the price puts it on sale; one equal to the price does not.
      ['UPDATE products SET discount_price = 700, effective_price = 700 WHERE id = ?', product],
      ['UPDATE products SET discount_price = 1000, effective_price = 1000 WHERE id = ?', product],
      ['UPDATE products SET is_featured = 1 WHERE id = ?', product],
      ['UPDATE products SET is_active = 0 WHERE id = ?', product],
      ['UPDATE products SET is_active = 1 WHERE id = ?', product],
      ['UPDATE products SET category_id = ? WHERE id = ?', b, product],
      ['UPDATE products SET is_active = 1 WHERE category_id = ?', b],
      ['UPDATE products SET category_id = NULL WHERE id = ?', product],
      ['UPDATE products SET category_id = ?, is_active = 0, stock = 0 WHERE id = ?', a, product],
      ['DELETE FROM products WHERE category_id = ?', a],
    ] as const
    for (const [statement, ...params] of steps) {
      await run(statement, ...params)
      const { stored, counted } = await kept()
      expect(stored, statement).toEqual(counted)
    }
  })

  it("follows a category's deletion, its products left outside any category", async () => {
    await run('DELETE FROM categories WHERE id = ?', a)
    const { stored, counted } = await kept()
    expect(stored.some((cell) => cell.category_key === a)).toBe(false)
    expect(stored).toEqual(counted)
  })

  it('gives the category tree its counts, a parent counting its subcategories', async () => {
    const child = await insertCategory(env.DB, { slug: `hucre-alt-${round}`, name: 'Hücre alt', parentId: a })
    await insertProduct(env.DB, { sku: `HUCRE-${round}-5`, name: 'Hücre 5', price: 10, categoryId: child })
    const forest = await loadCategoryForest(db)
    expect(forest.find(a)?.productCount).toBe(3)
    expect(forest.find(child)?.productCount).toBe(1)
    expect(forest.find(b)?.productCount).toBe(0)
  })

  it('follows a bulk insert of thousands of rows in one statement', async () => {
    await run(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2002)
       INSERT INTO products (id, slug, sku, name, short_description, description, name_sort_key, name_sort_key_en,
         search_names, search_text, price, discount_price, effective_price, stock, is_active, is_featured, category_id,
         images, videos, specifications, created_at, updated_at)
       SELECT ?1 || i, ?1 || i, ?1 || i, t.name, t.short_description, t.description, t.name_sort_key,
         t.name_sort_key_en, t.search_names, t.search_text, t.price, CASE WHEN i % 3 = 0 THEN t.price - 1 END,
         CASE WHEN i % 3 = 0 THEN t.price - 1 ELSE t.price END, i % 4, i % 5 > 0, i % 7 = 0,
         CASE WHEN i % 2 = 0 THEN ?2 END, t.images, t.videos, t.specifications, t.created_at, t.updated_at
       FROM n, products t WHERE t.id = ?3`,
      `toplu-${round}-`,
      b,
      product,
    )
    const { stored, counted } = await kept()
    expect(stored).toEqual(counted)
    expect((await loadCategoryForest(db)).find(b)?.productCount).toBe(801)
  })
})
