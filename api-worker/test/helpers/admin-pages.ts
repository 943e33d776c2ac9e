import { env } from 'cloudflare:workers'
import type { PageDto } from '@shop/domain'
import { call } from './api'

let counter = 0

/** A slug no other test uses. */
export function uniquePageSlug(prefix = 'sayfa'): string {
  counter += 1
  return `${prefix}-${counter}-${crypto.randomUUID().slice(0, 8)}`
}

/** A body POST /pages accepts, with a slug of its own. */
export function pageBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: { tr: 'Kargo Bilgileri', en: 'Shipping Information' },
    slug: uniquePageSlug(),
    content: { tr: '<p>Siparişler aynı gün kargoda.</p>', en: '<p>Orders ship the same day.</p>' },
    isPublished: true,
    ...overrides,
  }
}

/** Creates a page through the API and answers it. */
export async function createPage(token: string, overrides: Record<string, unknown> = {}): Promise<PageDto> {
  const { status, body } = await call<{ page: PageDto }>('/pages', { body: pageBody(overrides), token })
  if (status !== 201) throw new Error(`create failed: ${status} ${JSON.stringify(body)}`)
  return body.data.page
}

export interface PageAuditRow {
  actorId: string
  action: string
  entity: string
  details: Record<string, unknown>
}

/** The audit rows about a page, oldest first. */
export async function pageAudit(id: string): Promise<PageAuditRow[]> {
  const { results } = await env.DB.prepare(
    'select actor_id, action, entity, details from audit_log where entity_id = ? order by created_at, rowid',
  )
    .bind(id)
    .all<{ actor_id: string; action: string; entity: string; details: string }>()
  return results.map((row) => ({
    actorId: row.actor_id,
    action: row.action,
    entity: row.entity,
    details: JSON.parse(row.details),
  }))
}

export async function storedPageCount(id: string): Promise<number> {
  const row = await env.DB.prepare('select count(*) as n from pages where id = ?')
    .bind(id)
    .first<{ n: number }>()
  return row?.n ?? 0
}
