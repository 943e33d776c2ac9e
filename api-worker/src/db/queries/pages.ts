import type { PageDto, PageSummaryDto } from '@shop/domain'
import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../../env'
import { pages } from '../schema'

/** Published pages only, by slug; without their content, which the list never shows. */
export async function listPublishedPages(db: Db): Promise<PageSummaryDto[]> {
  const rows = await db
    .select({ id: pages.id, slug: pages.slug, title: pages.title, updatedAt: pages.updatedAt })
    .from(pages)
    .where(eq(pages.isPublished, true))
    .orderBy(asc(pages.slug))
  return rows.map(({ id, ...rest }) => ({ _id: id, ...rest }))
}

/** A published page by slug, its HTML as stored (sanitised on write); null when missing or a draft. */
export async function findPublishedPage(db: Db, slug: string): Promise<PageDto | null> {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.slug, slug), eq(pages.isPublished, true)))
    .limit(1)
  if (!row) return null
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    content: row.content,
    isPublished: row.isPublished,
    updatedAt: row.updatedAt,
  }
}
