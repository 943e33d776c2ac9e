import { describe, expect, it } from 'vitest'
import {
  changePasswordRequestSchema,
  changePasswordSchema,
  loginSchema,
  profileUpdateSchema,
  registerRequestSchema,
  registerSchema,
} from './auth'

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

  it('accepts a mobile number grouped the ways people write it, and still refuses a landline so grouped', () => {
    for (const phone of ['0532 123 45 67', '(0532) 123-45-67', '+90 (532) 123 45 67', '0532.123.45.67'])
      expect({ phone, ok: registerSchema.safeParse({ ...valid, phone }).success }).toEqual({
        phone,
        ok: true,
      })
    for (const phone of ['(0212) 123-45-67', '0532-123-45-6', '0532/123/45/67'])
      expect({ phone, ok: registerSchema.safeParse({ ...valid, phone }).success }).toEqual({
        phone,
        ok: false,
      })
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

describe('registerRequestSchema', () => {
  it('is the register form without the confirmation, as POST /auth/register takes it', () => {
    expect(
      registerRequestSchema.parse({
        name: ' Ayşe ',
        email: 'a@b.co',
        password: 'secret1',
        confirmPassword: 'x',
      }),
    ).toEqual({ name: 'Ayşe', email: 'a@b.co', password: 'secret1' })
  })

  it('bounds the lengths so a hostile body cannot make the server hash megabytes', () => {
    const result = registerRequestSchema.safeParse({
      name: 'a'.repeat(101),
      email: `${'a'.repeat(250)}@b.co`,
      password: 'x'.repeat(129),
    })
    expect(firstMessages(result)).toEqual({
      name: 'validation.too_long',
      email: 'validation.too_long',
      password: 'validation.too_long',
    })
  })
})

describe('profileUpdateSchema', () => {
  it('takes name and phone and drops an e-mail', () => {
    expect(profileUpdateSchema.parse({ name: 'Ayşe', phone: '0532 123 45 67', email: 'x@y.z' })).toEqual({
      name: 'Ayşe',
      phone: '0532 123 45 67',
    })
    expect(firstMessages(profileUpdateSchema.safeParse({ name: ' ', phone: '123' }))).toEqual({
      name: 'auth.name_required',
      phone: 'auth.phone_invalid',
    })
  })
})

describe('changePasswordSchema', () => {
  it('names the missing fields of a request that left them out', () => {
    expect(firstMessages(changePasswordRequestSchema.safeParse({}))).toEqual({
      currentPassword: 'auth.current_password_required',
      newPassword: 'auth.new_password_required',
    })
    expect(firstMessages(registerRequestSchema.safeParse({}))).toEqual({
      name: 'auth.name_required',
      email: 'auth.email_required',
      password: 'auth.password_required',
    })
  })

  it('has the spec messages for missing, short and unconfirmed passwords', () => {
    expect(
      firstMessages(
        changePasswordSchema.safeParse({ currentPassword: '', newPassword: '', confirmPassword: '' }),
      ),
    ).toEqual({
      currentPassword: 'auth.current_password_required',
      newPassword: 'auth.new_password_required',
    })
    expect(
      firstMessages(
        changePasswordSchema.safeParse({
          currentPassword: 'old',
          newPassword: 'abc',
          confirmPassword: 'abd',
        }),
      ),
    ).toEqual({ newPassword: 'auth.password_min_length', confirmPassword: 'auth.password_mismatch' })
  })

  it('sends only the two passwords', () => {
    expect(
      changePasswordRequestSchema.parse({
        currentPassword: 'old',
        newPassword: 'secret1',
        confirmPassword: 'x',
      }),
    ).toEqual({ currentPassword: 'old', newPassword: 'secret1' })
  })
})
