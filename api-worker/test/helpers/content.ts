import { exchangeRates, pages } from '../../src/db/schema'
import { newId } from '../../src/lib/ids'
import { testDb } from './catalogue'

export async function insertPage(
  d1: D1Database,
  input: { slug: string; title: string; content?: string; isPublished: boolean; updatedAt?: string },
): Promise<string> {
  const id = newId()
  await testDb(d1)
    .insert(pages)
    .values({
      id,
      slug: input.slug,
      title: { tr: input.title, en: `${input.title} (en)` },
      content: { tr: input.content ?? `<p>${input.title}</p>`, en: `<p>${input.title} (en)</p>` },
      isPublished: input.isPublished,
      ...(input.updatedAt ? { updatedAt: input.updatedAt } : {}),
    })
  return id
}

export async function insertRate(
  d1: D1Database,
  input: { currency: string; rate: number; isActive?: boolean; lastUpdated?: string },
): Promise<string> {
  const id = newId()
  await testDb(d1)
    .insert(exchangeRates)
    .values({
      id,
      targetCurrency: input.currency,
      rate: input.rate,
      isActive: input.isActive ?? true,
      lastUpdated: input.lastUpdated ?? '2025-04-01T09:00:00.000Z',
    })
  return id
}
