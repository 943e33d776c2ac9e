import { type AdminPageSummary, foldTurkish, type PageDto } from '@shop/domain'
import { and, desc, eq, ne } from 'drizzle-orm'
import type { Db } from '../../env'
import { pages } from '../schema'

export type PageRow = typeof pages.$inferSelect

export function pageDto(row: PageRow): PageDto {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    content: row.content,
    isPublished: row.isPublished,
    updatedAt: row.updatedAt,
  }
}

/**
 * Every page, drafts included, newest update first, without content; `q` keeps those whose Turkish title, English
 * title or slug contains it, folded the Turkish way ('İADE' finds 'İade Politikası'). A shop has tens of pages, so
 * the match runs here rather than in SQL, whose lower() knows no Turkish letters.
 */
export async function listAdminPages(db: Db, q?: string): Promise<AdminPageSummary[]> {
  const rows = await db
    .select({
      id: pages.id,
      slug: pages.slug,
      title: pages.title,
      isPublished: pages.isPublished,
      createdAt: pages.createdAt,
      updatedAt: pages.updatedAt,
    })
    .from(pages)
    .orderBy(desc(pages.updatedAt), desc(pages.id))
  const needle = q ? foldTurkish(q) : ''
  return rows
    .filter(
      (row) =>
        !needle ||
        [row.title.tr, row.title.en, row.slug].some((text) => text && foldTurkish(text).includes(needle)),
    )
    .map(({ id, ...rest }) => ({ _id: id, ...rest }))
}

/** A page by id, draft or not. */
export async function findPageRow(db: Db, id: string): Promise<PageRow | null> {
  const [row] = await db.select().from(pages).where(eq(pages.id, id)).limit(1)
  return row ?? null
}

/** Whether another page (not `exceptId`) already has the slug. */
export async function isSlugTaken(db: Db, slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(exceptId ? and(eq(pages.slug, slug), ne(pages.id, exceptId)) : eq(pages.slug, slug))
    .limit(1)
  return row !== undefined
}
