import { env, exports } from 'cloudflare:workers'

export interface AuditRow {
  actorId: string | null
  action: string
  entityId: string | null
  details: Record<string, unknown>
  createdAt: string
}

/** The audit rows of an entity kind, oldest first (optionally only one action). */
export async function auditRows(entity: 'settings' | 'exchange_rate', action?: string): Promise<AuditRow[]> {
  const { results } = await env.DB.prepare(
    `select actor_id as actorId, action, entity_id as entityId, details, created_at as createdAt
     from audit_log where entity = ?1 and (?2 is null or action = ?2) order by created_at, id`,
  )
    .bind(entity, action ?? null)
    .all<Omit<AuditRow, 'details'> & { details: string }>()
  return results.map((row) => ({ ...row, details: JSON.parse(row.details) }))
}

/** Forgets every stored settings group, so a test starts from the defaults. */
export async function clearAllSettings(): Promise<void> {
  await env.DB.prepare('delete from settings').run()
}

/** A multipart POST through the real worker. */
export async function postMultipart<T>(
  path: string,
  form: FormData,
  token: string,
): Promise<{ status: number; body: { success: boolean; data: T; message?: string } }> {
  const res = await exports.default.fetch(`http://shop.test/api${path}`, {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${token}` },
  })
  return { status: res.status, body: await res.json() }
}
