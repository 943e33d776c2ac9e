import type { UserDto } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import { call, registerCustomer } from './helpers/api'
import { tr } from './helpers/messages'

type UserAnswer = { user: UserDto }

describe('GET /auth/profile', () => {
  it('answers the user with addresses, without the hash', async () => {
    const customer = await registerCustomer({ phone: '05321234567' })
    const { status, body } = await call<UserAnswer>('/auth/profile', { token: customer.token })
    expect(status).toBe(200)
    expect(body.data.user).toEqual(customer.user)
    expect(Object.keys(body.data.user).sort()).toEqual(
      ['_id', 'addresses', 'createdAt', 'email', 'isActive', 'name', 'phone', 'role'].sort(),
    )
  })
})

describe('PUT /auth/profile', () => {
  it('changes name and phone, never the e-mail', async () => {
    const customer = await registerCustomer()
    const { status, body } = await call<UserAnswer>('/auth/profile', {
      method: 'PUT',
      token: customer.token,
      body: { name: ' Ayşe Demir ', phone: '+90 532 765 43 21', email: 'hijack@example.com', role: 'admin' },
    })
    expect(status).toBe(200)
    expect(body.data.user).toMatchObject({
      name: 'Ayşe Demir',
      phone: '+905327654321',
      email: customer.email,
      role: 'user',
    })
    const cleared = await call<UserAnswer>('/auth/profile', {
      method: 'PUT',
      token: customer.token,
      body: { name: 'Ayşe Demir', phone: '' },
    })
    expect(cleared.body.data.user.phone).toBeNull()
  })

  it.each([
    ['name', { name: '  ' }, 'auth.name_required'],
    ['phone', { phone: '12345' }, 'auth.phone_invalid'],
  ] as const)('refuses %s %o with %s', async (field, change, key) => {
    const customer = await registerCustomer()
    const { status, body } = await call('/auth/profile', {
      method: 'PUT',
      token: customer.token,
      body: { name: 'Ayşe', phone: '', ...change },
    })
    expect(status).toBe(400)
    expect(body.errors).toEqual([{ field, message: tr[key] }])
  })

  it('needs a login', async () => {
    expect((await call('/auth/profile', { method: 'PUT', body: { name: 'x' } })).status).toBe(401)
  })
})

describe('PUT /auth/change-password', () => {
  const login = (email: string, password: string, ip: string) =>
    call<{ token: string }>('/auth/login', { body: { email, password }, headers: { 'CF-Connecting-IP': ip } })

  it('changes the password, keeps this session and ends the others', async () => {
    const customer = await registerCustomer()
    const otherDevice = await login(customer.email, customer.password, '192.0.2.10')
    const { status } = await call('/auth/change-password', {
      method: 'PUT',
      token: customer.token,
      body: { currentPassword: customer.password, newPassword: 'new-secret-1' },
    })
    expect(status).toBe(200)
    expect((await call('/auth/profile', { token: customer.token })).status).toBe(200)
    expect((await call('/auth/profile', { token: otherDevice.body.data.token })).status).toBe(401)
    expect((await login(customer.email, customer.password, '192.0.2.10')).status).toBe(401)
    expect((await login(customer.email, 'new-secret-1', '192.0.2.10')).status).toBe(200)
  })

  it('refuses a wrong current password on that field, without logging out', async () => {
    const customer = await registerCustomer()
    const { status, body } = await call('/auth/change-password', {
      method: 'PUT',
      token: customer.token,
      body: { currentPassword: 'not-it', newPassword: 'new-secret-1' },
    })
    expect(status).toBe(400)
    expect(body.errors).toEqual([{ field: 'currentPassword', message: 'Mevcut şifre hatalı' }])
    expect((await call('/auth/profile', { token: customer.token })).status).toBe(200)
  })

  it.each([
    ['currentPassword', { currentPassword: '' }, 'Mevcut şifre gereklidir'],
    ['newPassword', { newPassword: '' }, 'Yeni şifre gereklidir'],
    ['newPassword', { newPassword: 'abc12' }, 'Şifre en az 6 karakter olmalıdır'],
  ])('refuses %s %o with the spec text %s', async (field, change, text) => {
    const customer = await registerCustomer()
    const { status, body } = await call('/auth/change-password', {
      method: 'PUT',
      token: customer.token,
      body: { currentPassword: customer.password, newPassword: 'new-secret-1', ...change },
    })
    expect(status).toBe(400)
    expect(body.errors).toEqual([{ field, message: text }])
  })
})
