import { env } from 'cloudflare:workers'
import { newId } from '../../src/lib/ids'

export interface AuditRowInput {
  actorId: string | null
  action: string
  entity: string
  entityId: string | null
  details?: Record<string, unknown>
  createdAt: string
}

/** Stores audit rows as the writes do, with chosen times; answers their ids in the order given. */
export async function insertAuditRows(rows: AuditRowInput[]): Promise<string[]> {
  const ids = rows.map(() => newId())
  await env.DB.batch(
    rows.map((row, index) =>
      env.DB.prepare(
        'insert into audit_log (id, actor_id, action, entity, entity_id, details, created_at) values (?, ?, ?, ?, ?, ?, ?)',
      ).bind(
        ids[index],
        row.actorId,
        row.action,
        row.entity,
        row.entityId,
        JSON.stringify(row.details ?? {}),
        row.createdAt,
      ),
    ),
  )
  return ids
}
