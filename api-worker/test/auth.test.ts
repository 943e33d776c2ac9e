import { env } from 'cloudflare:workers'
import type { UserDto } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import { call, registerCustomer, uniqueEmail } from './helpers/api'
import { tr } from './helpers/messages'

type Session = { user: UserDto; token: string }

describe('POST /auth/register', () => {
  it('creates the user and answers user and token, never the hash', async () => {
    const email = uniqueEmail()
    const { status, body } = await call<Session>('/auth/register', {
      body: {
        name: '  Ayşe Yılmaz ',
        email: ` ${email.toUpperCase()} `,
        password: 'secret1',
        // Grouped as people write it: stored without the grouping.
        phone: '(0532) 123-45 67',
      },
    })
    expect(status).toBe(201)
    expect(body.data.token.split('.')).toHaveLength(3)
    expect(body.data.user).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: 'Ayşe Yılmaz',
      email,
      phone: '05321234567',
      role: 'user',
      isActive: true,
      addresses: [],
      createdAt: expect.any(String),
    })
    expect(JSON.stringify(body)).not.toContain('pbkdf2')
    const stored = await env.DB.prepare('select password_hash from users where email = ?').bind(email).first<{
      password_hash: string
    }>()
    expect(stored?.password_hash).toMatch(/^pbkdf2-sha256\$100000\$/)
  })

  it('refuses a taken e-mail, whatever its case, with 409 on the e-mail field', async () => {
    const first = await registerCustomer()
    const { status, body } = await call('/auth/register', {
      body: { name: 'Başka', email: first.email.toUpperCase(), password: 'secret1' },
    })
    expect(status).toBe(409)
    expect(body.message).toBe('Bu e-posta adresi zaten kayıtlı')
    expect(body.errors).toEqual([{ field: 'email', message: 'Bu e-posta adresi zaten kayıtlı' }])
  })

  it.each([
    ['name', { name: '   ' }, 'auth.name_required'],
    ['email', { email: '' }, 'auth.email_required'],
    ['email', { email: 'ayse@' }, 'auth.email_invalid'],
    ['password', { password: '' }, 'auth.password_required'],
    ['password', { password: 'abcde' }, 'auth.password_min_length'],
    ['phone', { phone: '02121234567' }, 'auth.phone_invalid'],
    ['phone', { phone: '+9053212345' }, 'auth.phone_invalid'],
  ] as const)('answers %s %o with the Turkish text of %s', async (field, change, key) => {
    const { status, body } = await call('/auth/register', {
      body: { name: 'Ayşe', email: uniqueEmail(), password: 'secret1', ...change },
    })
    expect(status).toBe(400)
    expect(body.errors).toEqual([{ field, message: tr[key] }])
    expect(body.message).toBe(tr[key])
  })

  it('uses the spec texts', async () => {
    const { body } = await call('/auth/register', {
      body: { name: 'A', email: uniqueEmail(), password: 'abc' },
    })
    expect(body.message).toBe('Şifre en az 6 karakter olmalıdır')
  })

  it('accepts the three forms of a Turkish mobile number and no phone at all', async () => {
    for (const phone of ['+905321234567', '05321234567', '5321234567', '']) {
      const { status, body } = await call<Session>('/auth/register', {
        body: { name: 'Ayşe', email: uniqueEmail(), password: 'secret1', phone },
      })
      expect(status).toBe(201)
      expect(body.data.user.phone).toBe(phone === '' ? null : phone)
    }
  })

  it('ignores a role in the body: everyone registers as a user', async () => {
    const customer = await registerCustomer({ role: 'admin' })
    expect(customer.user.role).toBe('user')
  })
})

describe('POST /auth/login', () => {
  it('answers user and token for the right password', async () => {
    const customer = await registerCustomer()
    const { status, body } = await call<Session>('/auth/login', {
      body: { email: customer.email.toUpperCase(), password: customer.password },
      headers: { 'CF-Connecting-IP': '203.0.113.1' },
    })
    expect(status).toBe(200)
    expect(body.data.user).toEqual(customer.user)
    expect(body.data.token).not.toBe(customer.token)
  })

  it('answers 401 with one message for a wrong password and for an unknown e-mail', async () => {
    const customer = await registerCustomer()
    const headers = { 'CF-Connecting-IP': '203.0.113.2' }
    const wrong = await call('/auth/login', {
      body: { email: customer.email, password: 'wrong-one' },
      headers,
    })
    const unknown = await call('/auth/login', {
      body: { email: uniqueEmail(), password: 'secret12' },
      headers,
    })
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(wrong.body).toEqual({ success: false, message: 'Geçersiz e-posta veya şifre' })
    expect(unknown.body).toEqual(wrong.body)
  })

  it('answers 403 account deactivated for a deactivated user with the right password only', async () => {
    const customer = await registerCustomer()
    await env.DB.prepare('update users set is_active = 0 where id = ?').bind(customer.user._id).run()
    const headers = { 'CF-Connecting-IP': '203.0.113.3' }
    const right = await call('/auth/login', {
      body: { email: customer.email, password: customer.password },
      headers,
    })
    expect(right.status).toBe(403)
    expect(right.body.message).toBe(tr['auth.account_deactivated'])
    const wrong = await call('/auth/login', {
      body: { email: customer.email, password: 'nope-nope' },
      headers,
    })
    expect(wrong.status).toBe(401)
  })

  it.each([
    ['email', { email: '' }, 'auth.email_required'],
    ['email', { email: 'not-an-email' }, 'auth.email_invalid'],
    ['password', { password: '' }, 'auth.password_required'],
  ] as const)('answers %s %o with %s', async (field, change, key) => {
    const { status, body } = await call('/auth/login', {
      body: { email: 'a@b.co', password: 'x', ...change },
    })
    expect(status).toBe(400)
    expect(body.errors).toEqual([{ field, message: tr[key] }])
  })
})
