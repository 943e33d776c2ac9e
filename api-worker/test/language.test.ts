import { describe, expect, it } from 'vitest'
import { call, registerCustomer } from './helpers/api'
import { en, tr } from './helpers/messages'

describe('messages in the caller’s language', () => {
  it('answers validation messages in Turkish by default and in English to an English caller', async () => {
    const turkish = await call('/auth/login', { body: { email: '', password: '' } })
    expect(turkish.status).toBe(400)
    expect(turkish.body.message).toBe(tr['auth.email_required'])
    const english = await call('/auth/login', {
      body: { email: '', password: '' },
      headers: { 'Accept-Language': 'en-GB,en;q=0.9,tr;q=0.5' },
    })
    expect(english.body.message).toBe(en['auth.email_required'])
    expect(english.body.errors).toContainEqual({ field: 'password', message: en['auth.password_required'] })
  })

  it('words guard failures and filled-in messages in English too', async () => {
    const anonymous = await call('/wishlist', { headers: { 'Accept-Language': 'en' } })
    expect(anonymous).toMatchObject({ status: 401, body: { message: en['auth.login_required'] } })
    const customer = await registerCustomer()
    const missing = await call('/auth/addresses/no-such-address', {
      method: 'DELETE',
      token: customer.token,
      headers: { 'Accept-Language': 'en' },
    })
    expect(missing).toMatchObject({ status: 404, body: { message: en['address.not_found'] } })
  })

  it('keeps Turkish for a language without a catalogue', async () => {
    const res = await call('/wishlist', { headers: { 'Accept-Language': 'de-DE' } })
    expect(res.body.message).toBe(tr['auth.login_required'])
  })
})
