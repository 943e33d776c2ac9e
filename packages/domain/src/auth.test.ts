import { describe, expect, it } from 'vitest'
import { loginSchema, registerSchema } from './auth'

function firstMessages(result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) {
  const messages: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.')
    messages[key] ??= issue.message
  }
  return messages
}

describe('loginSchema', () => {
  it('reports a missing e-mail before an invalid one, and a missing password', () => {
    expect(firstMessages(loginSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'auth.email_required',
      password: 'auth.password_required',
    })
  })

  it('rejects a malformed e-mail', () => {
    expect(firstMessages(loginSchema.safeParse({ email: 'ayse@', password: 'x' }))).toEqual({
      email: 'auth.email_invalid',
    })
  })

  it('accepts and trims a valid pair', () => {
    expect(loginSchema.parse({ email: ' ayse@example.com ', password: 'secret' })).toEqual({
      email: 'ayse@example.com',
      password: 'secret',
    })
  })
})

describe('registerSchema', () => {
  const valid = { name: 'Ayşe', email: 'a@b.co', phone: '', password: 'secret1', confirmPassword: 'secret1' }

  it('accepts an empty phone and Turkish mobile numbers', () => {
    expect(registerSchema.safeParse(valid).success).toBe(true)
    expect(registerSchema.safeParse({ ...valid, phone: '+905321234567' }).success).toBe(true)
    expect(registerSchema.safeParse({ ...valid, phone: '05321234567' }).success).toBe(true)
  })

  it('applies the name, length, phone and confirmation rules', () => {
    const result = registerSchema.safeParse({
      name: '  ',
      email: 'a@b.co',
      phone: '02121234567',
      password: 'abc',
      confirmPassword: 'abd',
    })
    expect(firstMessages(result)).toEqual({
      name: 'auth.name_required',
      phone: 'auth.phone_invalid',
      password: 'auth.password_min_length',
      confirmPassword: 'auth.password_mismatch',
    })
  })
})
