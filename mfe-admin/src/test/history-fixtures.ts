import type { AuditLogEntry } from '@shop/domain'
import { http } from 'msw'
import { ok } from './api-server'

/** An audit row of `entity` `entityId` by `Yönetici Ayşe`; `overrides` change any field. */
export function auditEntry(
  id: string,
  entity: AuditLogEntry['entity'],
  entityId: string,
  overrides: Partial<AuditLogEntry> = {},
): AuditLogEntry {
  return {
    _id: id,
    action: `${entity}.update`,
    entity,
    entityId,
    actor: { _id: 'a1', name: 'Yönetici Ayşe', email: 'admin@example.com', deleted: false },
    details: {},
    createdAt: '2025-05-31T08:00:00.000Z',
    ...overrides,
  }
}

/**
 * A record's GET …/history (`path` as MSW matches it) answering `entries` a page at a time, as the API pages them
 * (`page`, `limit`); `asked` collects each page number requested.
 */
export const historyHandler = (path: string, entries: () => AuditLogEntry[], asked: number[] = []) =>
  http.get(path, ({ request }) => {
    const query = new URL(request.url).searchParams
    const page = Number(query.get('page') ?? 1)
    const limit = Number(query.get('limit') ?? 50)
    asked.push(page)
    const all = entries()
    return ok(
      { entries: all.slice((page - 1) * limit, page * limit) },
      { page, limit, total: all.length, pages: Math.max(1, Math.ceil(all.length / limit)) },
    )
  })
