import { env } from 'cloudflare:workers'

/** Row counts of every table of the database (SQLite's and Cloudflare's own bookkeeping tables aside). */
export async function rowCounts(): Promise<Record<string, number>> {
  const { results } = await env.DB.prepare(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%' order by name",
  ).all<{ name: string }>()
  const counts: Record<string, number> = {}
  for (const { name } of results) {
    const row = await env.DB.prepare(`select count(*) as n from "${name}"`).first<{ n: number }>()
    counts[name] = row?.n ?? -1
  }
  return counts
}
