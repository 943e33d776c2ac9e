import { env } from 'cloudflare:workers'
import { drizzle } from 'drizzle-orm/d1'
import { type ListPlan, type ProductListRequest, productListStatements } from '../../src/db/queries/products'
import * as schema from '../../src/db/schema'

export const planDb = drizzle(env.DB, { schema })

/** SQLite's plan lines for the statements of a product list: its page and its total, or a ranked search's one. */
export async function plansOf(query: ProductListRequest, plan: ListPlan = 'walk'): Promise<string[][]> {
  const statements = productListStatements(planDb, query, plan)
  if (!statements) throw new Error(`expected statements for ${JSON.stringify(query)}`)
  const plans: string[][] = []
  // A ranked search is one statement; any other list reads a page and a total.
  const read = 'ranked' in statements ? [statements.ranked] : [statements.rows, statements.total.statement]
  for (const statement of read) plans.push(await planOf(statement))
  return plans
}

/** SQLite's plan lines for one statement. */
export async function planOf(statement: { toSQL(): { sql: string; params: unknown[] } }): Promise<string[]> {
  const { sql: text, params } = statement.toSQL()
  const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${text}`)
    .bind(...params)
    .all<{ detail: string }>()
  return plan.results.map((row) => row.detail)
}
