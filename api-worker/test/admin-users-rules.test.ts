import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { readWriteState, unchangedTarget } from '../src/db/queries/admin-users-guard'
import { changeUser, prepareChange, type UserFields } from '../src/db/queries/admin-users-writes'
import { users } from '../src/db/schema'
import { clientOf } from '../src/lib/database'
import { type Admin, asAdmin, createdUser, newAdmin, onlyActiveAdmin } from './helpers/admin-users'
import { en, tr } from './helpers/messages'

const english = { 'Accept-Language': 'en' }
const db = () => clientOf(env.DB)

async function roleOf(id: string): Promise<{ role: string; is_active: number } | null> {
  return env.DB.prepare('select role, is_active from users where id = ?')
    .bind(id)
    .first<{ role: string; is_active: number }>()
}

const activeAdmins = async () =>
  (
    await env.DB.prepare(
      "select count(*) as n from users where role = 'admin' and is_active = 1 and deleted_at is null",
    ).first<{ n: number }>()
  )?.n

const demote = (actor: Admin, id: string) =>
  asAdmin(actor, `/${id}/role`, { method: 'PATCH', body: { role: 'user' } })

describe('admin-role users', () => {
  it('cannot be deactivated by toggle or by edit, nor deleted, and stay as they were', async () => {
    const actor = await newAdmin()
    const other = await newAdmin()
    const toggle = await asAdmin(actor, `/${other.id}/toggle-status`, { method: 'PATCH' })
    expect(toggle.status).toBe(409)
    expect(toggle.body.message).toBe('Yönetici hesapları pasife alınamaz')
    const edit = await asAdmin(actor, `/${other.id}`, {
      method: 'PUT',
      body: { name: 'Diğer', email: 'diger-admin@example.com', role: 'admin', isActive: false },
      headers: english,
    })
    expect(edit.status).toBe(409)
    expect(edit.body.errors).toEqual([
      { field: 'isActive', message: en['admin.user.admin_not_deactivatable'] },
    ])
    // Demoting and deactivating in one edit is still a deactivation of an admin.
    const both = await asAdmin(actor, `/${other.id}`, {
      method: 'PUT',
      body: { name: 'Diğer', email: 'diger-admin@example.com', role: 'user', isActive: false },
    })
    expect(both.status).toBe(409)
    const remove = await asAdmin(actor, `/${other.id}`, { method: 'DELETE', headers: english })
    expect(remove.status).toBe(409)
    expect(remove.body.message).toBe(en['admin.user.admin_not_deletable'])
    expect(await roleOf(other.id)).toEqual({ role: 'admin', is_active: 1 })
  })

  it('can be edited otherwise, and deactivated or deleted once demoted', async () => {
    const actor = await newAdmin()
    const other = await newAdmin()
    const edit = await asAdmin(actor, `/${other.id}`, {
      method: 'PUT',
      body: { name: 'Yeni Ad', email: 'yeni-ad-admin@example.com', role: 'admin', phone: '05551112233' },
    })
    expect(edit.status).toBe(200)
    expect(edit.body.data.user).toMatchObject({ name: 'Yeni Ad', role: 'admin', isActive: true })
    expect((await demote(actor, other.id)).status).toBe(200)
    expect((await asAdmin(actor, `/${other.id}/toggle-status`, { method: 'PATCH' })).status).toBe(200)
    expect((await asAdmin(actor, `/${other.id}`, { method: 'DELETE' })).status).toBe(200)
  })

  it('are never made while inactive: an inactive user is activated first', async () => {
    const actor = await newAdmin()
    const user = await createdUser(actor)
    expect((await asAdmin(actor, `/${user._id}/toggle-status`, { method: 'PATCH' })).status).toBe(200)
    const promote = await asAdmin(actor, `/${user._id}/role`, { method: 'PATCH', body: { role: 'admin' } })
    expect(promote.status).toBe(409)
    expect(promote.body.errors).toEqual([{ field: 'role', message: tr['admin.user.inactive_admin'] }])
    expect((await asAdmin(actor, `/${user._id}/toggle-status`, { method: 'PATCH' })).status).toBe(200)
    const again = await asAdmin(actor, `/${user._id}/role`, { method: 'PATCH', body: { role: 'admin' } })
    expect(again.status).toBe(200)
    expect(again.body.data.user).toMatchObject({ role: 'admin', isActive: true })
  })
})

describe('an admin’s own role', () => {
  it('cannot be changed by themselves, by the role call or by an edit', async () => {
    const actor = await newAdmin()
    await newAdmin()
    const own = await demote(actor, actor.id)
    expect(own.status).toBe(409)
    expect(own.body.errors).toEqual([{ field: 'role', message: tr['admin.user.own_role'] }])
    const edit = await asAdmin(actor, `/${actor.id}`, {
      method: 'PUT',
      body: { name: 'Ben', email: 'ben-admin@example.com', role: 'moderator' },
      headers: english,
    })
    expect(edit.body.message).toBe(en['admin.user.own_role'])
    expect(await roleOf(actor.id)).toEqual({ role: 'admin', is_active: 1 })
    // Their own name and e-mail they may change.
    const rename = await asAdmin(actor, `/${actor.id}`, {
      method: 'PUT',
      body: { name: 'Ben', email: 'ben-admin@example.com', role: 'admin' },
    })
    expect(rename.status).toBe(200)
  })
})

describe('the last active admin', () => {
  it('keeps the role: demoting the only active admin is refused (inactive admins do not count)', async () => {
    const actor = await newAdmin()
    await onlyActiveAdmin(actor.id)
    await env.DB.prepare("update users set role = 'admin', is_active = 0 where id = ?")
      .bind((await createdUser(actor))._id)
      .run()
    const refused = await demote(actor, actor.id)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(
      'Son aktif yöneticinin rolü değiştirilemez; önce başka bir kullanıcıyı yönetici yapın',
    )
    expect(await roleOf(actor.id)).toEqual({ role: 'admin', is_active: 1 })
  })

  it('keeps the role after a sequence of demotions: the second of two admins stays', async () => {
    const first = await newAdmin()
    await onlyActiveAdmin(first.id)
    const second = await newAdmin()
    expect((await demote(first, second.id)).status).toBe(200)
    // The demoted admin's token no longer opens the users API.
    expect((await asAdmin(second, '')).status).toBe(403)
    const last = await demote(first, first.id)
    expect(last.status).toBe(409)
    expect(last.body.message).toBe(tr['admin.user.last_admin'])
    expect(await activeAdmins()).toBe(1)
  })

  it('survives two admins demoting each other at the same moment: exactly one demotion goes through', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await newAdmin()
      await onlyActiveAdmin(a.id)
      const b = await newAdmin()
      const answers = await Promise.all([demote(a, b.id), demote(b, a.id)])
      const statuses = answers.map((answer) => answer.status).sort()
      expect(statuses[0], JSON.stringify(answers.map((answer) => answer.body))).toBe(200)
      // The loser was refused by the guard (no longer an admin) or by the write (no other admin left).
      expect([403, 409]).toContain(statuses[1])
      expect(await activeAdmins()).toBe(1)
    }
  })

  it('is kept by the write itself when both demotions were judged before either ran', async () => {
    const a = await newAdmin()
    await onlyActiveAdmin(a.id)
    const b = await newAdmin()
    const toUser = (current: UserFields): UserFields => ({ ...current, role: 'user' })
    // Both read two active admins and pass every check; only the write can still tell them apart.
    const first = await prepareChange(db(), a.id, b.id, 'change_role', toUser)
    const second = await prepareChange(db(), b.id, a.id, 'change_role', toUser)
    if (!('write' in first) || !('write' in second)) throw new Error('both demotions should be allowed')
    expect(await first.write()).toEqual({ ok: true })
    expect(await second.write()).toBeNull()
    expect(await roleOf(a.id)).toEqual({ role: 'admin', is_active: 1 })
    expect(await activeAdmins()).toBe(1)
    // The refused write left no trace: one audit row, the one of the demotion that happened.
    const { results } = await env.DB.prepare(
      "select entity_id from audit_log where action = 'user.change_role' and entity_id in (?, ?)",
    )
      .bind(a.id, b.id)
      .all<{ entity_id: string }>()
    expect(results).toEqual([{ entity_id: b.id }])
    // Judged again, the loser now hears why.
    expect(await changeUser(db(), a.id, a.id, 'change_role', toUser)).toEqual({
      ok: false,
      problem: 'last_admin',
    })
  })

  it('is guarded in the write: taking an active admin’s role needs another active admin as it runs', async () => {
    const b = await newAdmin()
    await onlyActiveAdmin(b.id)
    // The statement alone, without the checks before it (which refuse this earlier): b demoting b.
    const demoteB = async () => {
      const { target } = await readWriteState(db(), b.id, b.id)
      if (!target) throw new Error('b should exist')
      return db()
        .update(users)
        .set({ role: 'user' })
        .where(unchangedTarget(b.id, target, true))
        .returning({ id: users.id })
    }
    expect(await demoteB()).toHaveLength(0)
    expect(await roleOf(b.id)).toEqual({ role: 'admin', is_active: 1 })
    await newAdmin()
    expect(await demoteB()).toHaveLength(1)
  })

  it('survives parallel edits that take the role of the last two admins', async () => {
    const actor = await newAdmin()
    await onlyActiveAdmin(actor.id)
    const a = await newAdmin()
    const b = await newAdmin()
    await env.DB.prepare("update users set role = 'user' where id = ?").bind(actor.id).run()
    const edit = (by: Admin, target: Admin) =>
      asAdmin(by, `/${target.id}`, {
        method: 'PUT',
        body: { name: 'Yönetici', email: `edit-${target.id}@example.com`, role: 'moderator' },
      })
    const answers = await Promise.all([edit(a, b), edit(b, a)])
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses[0]).toBe(200)
    expect([403, 409]).toContain(statuses[1])
    expect(await activeAdmins()).toBe(1)
  })
})
