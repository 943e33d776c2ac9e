import type { LocalizedText, PageDto, PageInput } from '@shop/domain'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../env'
import { auditStatement } from '../../lib/audit'
import { newId } from '../../lib/ids'
import { sanitizeHtml } from '../../lib/sanitize-html'
import { pages } from '../schema'
import { findPageRow, isSlugTaken, type PageRow, pageDto } from './admin-pages'

/** `edited_since`: saved by someone else after the version the edit names (If-Match). */
export type PageProblem = 'not_found' | 'slug_taken' | 'changed' | 'edited_since'
export type PageOutcome<T> = { ok: T; problem?: undefined } | { ok?: undefined; problem: PageProblem }

/** Attempts of an edit or delete that found the page changed between its read and its write. */
const ATTEMPTS = 3

interface Stored {
  title: LocalizedText
  slug: string
  content: { tr: string; en: string }
  isPublished: boolean
}

/**
 * What an audit row keeps of a page: title, slug and state, and the length of each language's HTML instead of the
 * HTML itself (pages run to tens of kilobytes; the log says whether and by how much it changed).
 */
function auditFields(page: Stored) {
  return {
    title: page.title,
    slug: page.slug,
    isPublished: page.isPublished,
    contentLength: { tr: page.content.tr.length, en: page.content.en.length },
  }
}

const storedOf = (row: PageRow): Stored => ({
  title: row.title,
  slug: row.slug,
  isPublished: row.isPublished,
  content: { tr: row.content.tr ?? '', en: row.content.en ?? '' },
})

/** The input as stored: HTML through the sanitiser, whatever client sent it. */
function stored(input: PageInput): Stored {
  return {
    title: { tr: input.title.tr, en: input.title.en },
    slug: input.slug,
    isPublished: input.isPublished,
    content: { tr: sanitizeHtml(input.content.tr), en: sanitizeHtml(input.content.en) },
  }
}

/** Whether a write failed on the unique slug (a concurrent save took it after the check). */
function isSlugClash(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if (/UNIQUE constraint failed: pages\.slug/.test(current.message)) return true
    current = current.cause
  }
  return false
}

/** Runs a write, answering a slug clash as the problem it is. */
async function slugSafe<T>(write: () => Promise<PageOutcome<T>>): Promise<PageOutcome<T>> {
  try {
    return await write()
  } catch (error) {
    if (isSlugClash(error)) return { problem: 'slug_taken' }
    throw error
  }
}

/** True in a statement only while the page is as it was read (same `updated_at`). */
const unchangedSince = (row: PageRow) => and(eq(pages.id, row.id), eq(pages.updatedAt, row.updatedAt))
const stillAsRead = (row: PageRow) =>
  sql`exists (select 1 from ${pages} where ${pages.id} = ${row.id} and ${pages.updatedAt} = ${row.updatedAt})`

export async function createPage(db: Db, actorId: string, input: PageInput): Promise<PageOutcome<PageDto>> {
  if (await isSlugTaken(db, input.slug)) return { problem: 'slug_taken' }
  const page = stored(input)
  const id = newId()
  const now = new Date().toISOString()
  return slugSafe(async () => {
    const [inserted] = await db.batch([
      db
        .insert(pages)
        .values({ id, ...page, createdAt: now, updatedAt: now })
        .returning(),
      auditStatement(db, { actorId, entity: 'page', verb: 'create', entityId: id, after: auditFields(page) }),
    ])
    const row = inserted[0]
    if (!row) throw new Error('page insert returned no row')
    return { ok: pageDto(row) }
  })
}

/**
 * Rewrites a page. The write and its audit row both hold only while the page is still as read, so the row's
 * "before" is exactly what was replaced; a page changed in between is read again (a few times) before giving up.
 */
export async function updatePage(
  db: Db,
  actorId: string,
  id: string,
  input: PageInput,
  /** The version (updatedAt) the edit was made on, from If-Match: a page saved since is not overwritten. */
  editedVersion?: string,
): Promise<PageOutcome<PageDto>> {
  const page = stored(input)
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const current = await findPageRow(db, id)
    if (!current) return { problem: 'not_found' }
    if (editedVersion !== undefined && current.updatedAt !== editedVersion) return { problem: 'edited_since' }
    if (await isSlugTaken(db, page.slug, id)) return { problem: 'slug_taken' }
    const before = storedOf(current)
    const changedLanguages = (['tr', 'en'] as const).filter(
      (lang) => before.content[lang] !== page.content[lang],
    )
    const outcome = await slugSafe<PageDto | null>(async () => {
      // The audit row first: its condition reads the page before the update in the same batch changes it.
      const [, updated] = await db.batch([
        auditStatement(db, {
          actorId,
          entity: 'page',
          verb: 'update',
          entityId: id,
          before: auditFields(before),
          after: auditFields(page),
          note: changedLanguages.length > 0 ? { contentChanged: changedLanguages } : {},
          onlyIf: stillAsRead(current),
        }),
        db
          .update(pages)
          .set({ ...page, updatedAt: new Date().toISOString() })
          .where(unchangedSince(current))
          .returning(),
      ])
      return { ok: updated[0] ? pageDto(updated[0]) : null }
    })
    if (outcome.problem) return outcome
    if (outcome.ok) return { ok: outcome.ok }
  }
  return { problem: 'changed' }
}

/** Deletes a page, with an audit row of what it was; like an edit, only while it is still as read. */
export async function deletePage(db: Db, actorId: string, id: string): Promise<PageOutcome<string>> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const current = await findPageRow(db, id)
    if (!current) return { problem: 'not_found' }
    const [, deleted] = await db.batch([
      auditStatement(db, {
        actorId,
        entity: 'page',
        verb: 'delete',
        entityId: id,
        before: auditFields(storedOf(current)),
        after: null,
        onlyIf: stillAsRead(current),
      }),
      db.delete(pages).where(unchangedSince(current)).returning({ id: pages.id }),
    ])
    if (deleted.length === 1) return { ok: id }
  }
  return { problem: 'changed' }
}
