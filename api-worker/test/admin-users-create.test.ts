import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { type Admin, asAdmin, createdUser, newAdmin } from './helpers/admin-users'
import { uniqueEmail } from './helpers/api'
import { en, tr } from './helpers/messages'

let admin: Admin

beforeAll(async () => {
  admin = await newAdmin()
})

const storedActive = async (email: string) =>
  (
    await env.DB.prepare('select is_active from users where email = ?')
      .bind(email)
      .first<{ is_active: number }>()
  )?.is_active

describe('POST /users: whether the new user starts active (admin.md §5 user form)', () => {
  it('stores the form’s Active box: unchecked creates a passive user, left out an active one', async () => {
    const passive = await createdUser(admin, { isActive: false })
    expect(passive.isActive).toBe(false)
    expect(await storedActive(passive.email)).toBe(0)
    const active = await createdUser(admin)
    expect(active.isActive).toBe(true)
    expect(await storedActive(active.email)).toBe(1)
  })

  it('never creates a passive admin: refused on the Active field, in Turkish and English, nothing stored', async () => {
    const email = uniqueEmail('pasif-yonetici')
    const body = { name: 'Pasif Yönetici', email, password: 'secret12', role: 'admin', isActive: false }
    const refused = await asAdmin(admin, '', { body })
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual([
      { field: 'isActive', message: tr['admin.user.admin_created_inactive'] },
    ])
    const english = await asAdmin(admin, '', { body, headers: { 'Accept-Language': 'en' } })
    expect(english.body.errors).toEqual([
      { field: 'isActive', message: en['admin.user.admin_created_inactive'] },
    ])
    expect(await storedActive(email)).toBeUndefined()
    const activeAdmin = await createdUser(admin, { role: 'admin', isActive: true })
    expect(activeAdmin).toMatchObject({ role: 'admin', isActive: true })
  })

  it('refuses an active flag that is not true or false', async () => {
    const body = { name: 'Can', email: uniqueEmail('bayrak'), password: 'secret12', isActive: 'yes' }
    const refused = await asAdmin(admin, '', { body })
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual([{ field: 'isActive', message: tr['admin.user.active_invalid'] }])
  })
})
