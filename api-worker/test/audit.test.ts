import { env } from 'cloudflare:workers'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditStatement, changedFields } from '../src/lib/audit'
import { clientOf } from '../src/lib/database'

const db = () => clientOf(env.DB)

async function rowsFor(entityId: string) {
  const { results } = await env.DB.prepare(
    'select action, entity, details from audit_log where entity_id = ?',
  )
    .bind(entityId)
    .all<{ action: string; entity: string; details: string }>()
  return results.map((row) => ({ ...row, details: JSON.parse(row.details) }))
}

describe('audit rows', () => {
  it('keep only the changed fields, before and after', () => {
    expect(changedFields({ status: 'pending', note: 'a' }, { status: 'shipped', note: 'a' })).toEqual({
      before: { status: 'pending' },
      after: { status: 'shipped' },
    })
    expect(changedFields(null, { name: 'Yeni' })).toEqual({ before: {}, after: { name: 'Yeni' } })
  })

  it('are written in the batch, and only when the condition of the write holds', async () => {
    const id = crypto.randomUUID()
    await db().batch([
      auditStatement(db(), {
        actorId: 'admin-1',
        entity: 'order',
        verb: 'update_status',
        entityId: id,
        before: { status: 'pending' },
        after: { status: 'shipped' },
        onlyIf: sql`1 = 1`,
      }),
      auditStatement(db(), {
        actorId: 'admin-1',
        entity: 'order',
        verb: 'ignored',
        entityId: id,
        onlyIf: sql`1 = 0`,
      }),
      auditStatement(db(), {
        actorId: 'admin-1',
        entity: 'order',
        verb: 'note',
        entityId: id,
        note: { count: 3 },
      }),
    ])
    expect(await rowsFor(id)).toEqual([
      {
        action: 'order.update_status',
        entity: 'order',
        details: { before: { status: 'pending' }, after: { status: 'shipped' } },
      },
      { action: 'order.note', entity: 'order', details: { count: 3 } },
    ])
  })
})
