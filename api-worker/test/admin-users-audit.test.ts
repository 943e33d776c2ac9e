import { beforeAll, describe, expect, it } from 'vitest'
import { type Admin, asAdmin, createdUser, newAdmin, userAudit } from './helpers/admin-users'
import { uniqueEmail } from './helpers/api'

let admin: Admin

beforeAll(async () => {
  admin = await newAdmin()
})

/** Nothing of a password may reach the log: not the text, not a hash, not the field names. */
function expectNoSecrets(raw: string, passwords: string[]) {
  for (const password of passwords) expect(raw).not.toContain(password)
  expect(raw).not.toMatch(/pbkdf2|password_hash|passwordHash|"password"|newPassword/i)
}

describe('audit rows of user writes', () => {
  it('record create, edit, reset, toggle, role change and delete, who did it and what changed', async () => {
    const email = uniqueEmail('denetim')
    const user = await createdUser(admin, { name: 'Deniz Ak', email, password: 'first-secret', phone: '' })
    const edited = await asAdmin(admin, `/${user._id}`, {
      method: 'PUT',
      body: { name: 'Deniz Akın', email, phone: '0532 000 11 22', role: 'user' },
    })
    expect(edited.status).toBe(200)
    const reset = await asAdmin(admin, `/${user._id}/reset-password`, {
      method: 'PATCH',
      body: { newPassword: 'second-secret' },
    })
    expect(reset.status).toBe(200)
    expect(
      (await asAdmin(admin, `/${user._id}/role`, { method: 'PATCH', body: { role: 'moderator' } })).status,
    ).toBe(200)
    expect((await asAdmin(admin, `/${user._id}/toggle-status`, { method: 'PATCH' })).status).toBe(200)
    expect((await asAdmin(admin, `/${user._id}`, { method: 'DELETE' })).status).toBe(200)

    const rows = await userAudit(user._id)
    expect(rows.map((row) => row.action)).toEqual([
      'user.create',
      'user.update',
      'user.reset_password',
      'user.change_role',
      'user.toggle_status',
      'user.delete',
    ])
    expect(rows.every((row) => row.actorId === admin.id)).toBe(true)
    expect(rows.map((row) => row.details)).toEqual([
      {
        before: {},
        after: { name: 'Deniz Ak', email, phone: null, role: 'user', isActive: true },
      },
      { before: { name: 'Deniz Ak', phone: null }, after: { name: 'Deniz Akın', phone: '05320001122' } },
      { otherSessionsEnded: true },
      { before: { role: 'user' }, after: { role: 'moderator' } },
      { before: { isActive: true }, after: { isActive: false } },
      // The delete keeps no personal data: it is what the delete removes.
      { before: { role: 'moderator', isActive: false }, after: {}, anonymised: true },
    ])
    for (const row of rows) expectNoSecrets(row.raw, ['first-secret', 'second-secret'])
  })

  it('are not written for a refused write or an edit that changes nothing', async () => {
    const other = await newAdmin()
    expect((await asAdmin(admin, `/${other.id}/toggle-status`, { method: 'PATCH' })).status).toBe(409)
    expect((await asAdmin(admin, `/${other.id}`, { method: 'DELETE' })).status).toBe(409)
    expect(await userAudit(other.id)).toEqual([])

    const user = await createdUser(admin)
    const same = await asAdmin(admin, `/${user._id}`, {
      method: 'PUT',
      body: { name: user.name, email: user.email.toUpperCase(), role: user.role, isActive: true },
    })
    expect(same.status).toBe(200)
    expect((await userAudit(user._id)).map((row) => row.action)).toEqual(['user.create'])
  })
})
