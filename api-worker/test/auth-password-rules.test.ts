import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { call, registerCustomer, uniqueEmail } from './helpers/api'
import { en, tr } from './helpers/messages'

const usersWithEmail = async (email: string) =>
  (await env.DB.prepare('select count(*) as n from users where email = ?').bind(email).first<{ n: number }>())
    ?.n

describe('POST /auth/register refuses a weak password', () => {
  it.each([
    ['tr', 'Galatasaray', tr['auth.password_common']],
    ['en', 'QWERTY123', en['auth.password_common']],
  ])('a common password (%s) answers 400 on the password field and creates no user', async (lang, password, text) => {
    const email = uniqueEmail()
    const { status, body } = await call('/auth/register', {
      body: { name: 'Ayşe', email, password },
      headers: { 'Accept-Language': lang },
    })
    expect(status).toBe(400)
    expect(body.errors).toEqual([{ field: 'password', message: text }])
    expect(await usersWithEmail(email)).toBe(0)
  })

  it.each([
    ['tr', (email: string) => email.toUpperCase(), tr['auth.password_is_email']],
    ['en', (email: string) => email.split('@')[0]!, en['auth.password_is_email']],
  ])('the e-mail or its local part (%s) answers 400 on the password field', async (lang, passwordOf, text) => {
    const email = uniqueEmail()
    const { status, body } = await call('/auth/register', {
      body: { name: 'Ayşe', email, password: passwordOf(email) },
      headers: { 'Accept-Language': lang },
    })
    expect(status).toBe(400)
    expect(body.errors).toEqual([{ field: 'password', message: text }])
    expect(await usersWithEmail(email)).toBe(0)
  })

  it('texts are the Turkish ones the spec-style catalogue words', () => {
    expect(tr['auth.password_common']).toBe('Bu şifre çok yaygın; lütfen daha güçlü bir şifre seçin')
    expect(tr['auth.password_is_email']).toBe('Şifre e-posta adresinizle aynı olamaz')
  })
})

describe('PUT /auth/change-password refuses a weak new password', () => {
  const change = (token: string, currentPassword: string, newPassword: string, lang: string) =>
    call('/auth/change-password', {
      method: 'PUT',
      token,
      body: { currentPassword, newPassword },
      headers: { 'Accept-Language': lang },
    })

  it.each([
    ['tr', tr['auth.password_common']],
    ['en', en['auth.password_common']],
  ])('a common password (%s) answers 400 on newPassword and keeps the old one', async (lang, text) => {
    const customer = await registerCustomer()
    const { status, body } = await change(customer.token, customer.password, 'Fenerbahce1907', lang)
    expect(status).toBe(400)
    expect(body.errors).toEqual([{ field: 'newPassword', message: text }])
    const login = await call('/auth/login', {
      body: { email: customer.email, password: customer.password },
      headers: { 'CF-Connecting-IP': '198.18.40.1' },
    })
    expect(login.status).toBe(200)
  })

  it.each([
    ['tr', tr['auth.password_is_email']],
    ['en', en['auth.password_is_email']],
  ])('the account e-mail (%s) answers 400 on newPassword and keeps the old one', async (lang, text) => {
    const customer = await registerCustomer()
    const { status, body } = await change(
      customer.token,
      customer.password,
      customer.email.toUpperCase(),
      lang,
    )
    expect(status).toBe(400)
    expect(body.errors).toEqual([{ field: 'newPassword', message: text }])
    const login = await call('/auth/login', {
      body: { email: customer.email, password: customer.email.toUpperCase() },
      headers: { 'CF-Connecting-IP': '198.18.40.2' },
    })
    expect(login.status).toBe(401)
  })

  it('still takes a password that is neither', async () => {
    const customer = await registerCustomer()
    const { status } = await change(customer.token, customer.password, 'Mavi-Kalem-42', 'tr')
    expect(status).toBe(200)
  })
})
