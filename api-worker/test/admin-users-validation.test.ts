import { beforeAll, describe, expect, it } from 'vitest'
import { type Admin, asAdmin, createdUser, newAdmin } from './helpers/admin-users'
import { call, registerCustomer, uniqueEmail } from './helpers/api'
import { en, tr } from './helpers/messages'

let admin: Admin

beforeAll(async () => {
  admin = await newAdmin()
})

const english = { 'Accept-Language': 'en' }

/** Each field error of a 4xx answer, in the order the API gave them. */
async function fieldErrors(
  path: string,
  method: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const answer = await asAdmin(admin, path, { method, body, headers })
  expect(answer.status, JSON.stringify(answer.body)).toBe(400)
  expect(answer.body.success).toBe(false)
  return answer.body.errors
}

describe('POST /users validation', () => {
  it('says in the spec’s words which required field is missing, in Turkish and English', async () => {
    expect(await fieldErrors('', 'POST', {})).toEqual([
      { field: 'name', message: 'İsim gereklidir' },
      { field: 'email', message: 'E-posta gereklidir' },
      { field: 'password', message: 'Yeni kullanıcı için şifre gereklidir' },
    ])
    expect(await fieldErrors('', 'POST', { name: ' ', email: '', password: '' }, english)).toEqual([
      { field: 'name', message: en['admin.user.name_required'] },
      { field: 'email', message: en['admin.user.email_required'] },
      { field: 'password', message: en['admin.user.password_required'] },
    ])
  })

  it('needs a password of at least 6 characters, a valid e-mail, phone and role', async () => {
    const body = { name: 'Can', email: 'can@', password: '12345', phone: '12', role: 'root' }
    expect(await fieldErrors('', 'POST', body)).toEqual([
      { field: 'email', message: tr['auth.email_invalid'] },
      { field: 'phone', message: tr['auth.phone_invalid'] },
      { field: 'password', message: 'Şifre en az 6 karakter olmalıdır' },
      { field: 'role', message: tr['admin.user.role_invalid'] },
    ])
    expect(await fieldErrors('', 'POST', body, english)).toEqual([
      { field: 'email', message: en['auth.email_invalid'] },
      { field: 'phone', message: en['auth.phone_invalid'] },
      { field: 'password', message: en['auth.password_min_length'] },
      { field: 'role', message: en['admin.user.role_invalid'] },
    ])
  })

  it('refuses an e-mail that is taken, whatever its case, with 409 on the e-mail field', async () => {
    const customer = await registerCustomer()
    const body = { name: 'İkinci', email: ` ${customer.email.toUpperCase()} `, password: 'secret12' }
    const taken = await asAdmin(admin, '', { body })
    expect(taken.status).toBe(409)
    expect(taken.body.errors).toEqual([{ field: 'email', message: tr['auth.email_taken'] }])
    const inEnglish = await asAdmin(admin, '', { body, headers: english })
    expect(inEnglish.body.message).toBe(en['auth.email_taken'])
  })

  it('creates the user with the role, trimmed name, lower-case e-mail and compact phone', async () => {
    const email = uniqueEmail('Yeni').toUpperCase()
    const { status, body } = await asAdmin(admin, '', {
      body: { name: ' Mert Demir ', email, password: 'secret12', phone: '0532 111 22 33', role: 'moderator' },
    })
    expect(status).toBe(201)
    expect(body.data.user).toMatchObject({
      name: 'Mert Demir',
      email: email.toLowerCase(),
      phone: '05321112233',
      role: 'moderator',
      isActive: true,
      orderCount: 0,
    })
    expect(body.data.user).not.toHaveProperty('passwordHash')
    const login = await call('/auth/login', { body: { email: email.toLowerCase(), password: 'secret12' } })
    expect(login.status).toBe(200)
  })
})

describe('PUT, PATCH and GET validation', () => {
  it('PUT needs name, e-mail and role, and a boolean active flag', async () => {
    const user = await createdUser(admin)
    expect(await fieldErrors(`/${user._id}`, 'PUT', {})).toEqual([
      { field: 'name', message: 'İsim gereklidir' },
      { field: 'email', message: 'E-posta gereklidir' },
      { field: 'role', message: tr['admin.user.role_invalid'] },
    ])
    const body = { name: 'A', email: user.email, role: 'user', isActive: 'no' }
    expect(await fieldErrors(`/${user._id}`, 'PUT', body, english)).toEqual([
      { field: 'isActive', message: en['admin.user.active_invalid'] },
    ])
  })

  it('PUT refuses another user’s e-mail with 409 and keeps the user as it was', async () => {
    const first = await createdUser(admin)
    const second = await createdUser(admin)
    const { status, body } = await asAdmin(admin, `/${second._id}`, {
      method: 'PUT',
      body: { name: 'Değişti', email: first.email.toUpperCase(), role: 'user' },
    })
    expect(status).toBe(409)
    expect(body.errors).toEqual([{ field: 'email', message: tr['auth.email_taken'] }])
    const stored = await asAdmin(admin, `/${second._id}`)
    expect(stored.body.data.user).toMatchObject({ name: second.name, email: second.email })
  })

  it('reset-password needs a new password of at least 6 characters; role needs a known role', async () => {
    const user = await createdUser(admin)
    expect(await fieldErrors(`/${user._id}/reset-password`, 'PATCH', {})).toEqual([
      { field: 'newPassword', message: tr['auth.new_password_required'] },
    ])
    expect(
      await fieldErrors(`/${user._id}/reset-password`, 'PATCH', { newPassword: '123' }, english),
    ).toEqual([{ field: 'newPassword', message: en['auth.password_min_length'] }])
    expect(await fieldErrors(`/${user._id}/role`, 'PATCH', { role: 'owner' })).toEqual([
      { field: 'role', message: tr['admin.user.role_invalid'] },
    ])
  })

  it('answers 404 for an unknown user on every single-user call', async () => {
    const missing = 'ffffffffffffffffffffffff'
    const calls: [string, string, unknown][] = [
      ['GET', '', undefined],
      ['PUT', '', { name: 'A', email: 'a@example.com', role: 'user' }],
      ['PATCH', '/reset-password', { newPassword: 'secret12' }],
      ['PATCH', '/toggle-status', undefined],
      ['PATCH', '/role', { role: 'user' }],
      ['DELETE', '', undefined],
    ]
    for (const [method, suffix, body] of calls) {
      const answer = await asAdmin(admin, `/${missing}${suffix}`, { method, body, headers: english })
      expect(answer.status, `${method} ${suffix}`).toBe(404)
      expect(answer.body.message).toBe(en['admin.user.not_found'])
    }
  })

  it('list and stats refuse bad query values', async () => {
    expect((await asAdmin(admin, '?page=0')).status).toBe(400)
    expect((await asAdmin(admin, '?limit=101')).status).toBe(400)
    const period = await asAdmin(admin, '/stats?period=week', { headers: english })
    expect(period.status).toBe(400)
    expect(period.body.errors).toEqual([{ field: 'period', message: en['admin.user.period_invalid'] }])
  })
})
