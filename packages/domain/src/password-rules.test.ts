import { describe, expect, it } from 'vitest'
import { userCreateSchema } from './admin/user-admin'
import {
  changePasswordRequestSchema,
  changePasswordSchemaFor,
  registerRequestSchema,
  registerSchema,
} from './auth'
import { COMMON_PASSWORDS } from './common-passwords'
import { isCommonPassword, passwordMatchesEmail, passwordProblem } from './password-rules'

const messagesAt = (
  result: { error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) =>
  (result.error?.issues ?? []).filter((issue) => issue.path.join('.') === field).map((issue) => issue.message)

describe('the common-password list', () => {
  it('holds the best-known passwords and Turkish favourites, all lowercase and at least 6 characters', () => {
    for (const password of [
      '123456',
      'password',
      'qwerty',
      'sifre123',
      'galatasaray',
      'fenerbahce',
      'türkiye',
    ]) {
      expect(COMMON_PASSWORDS.has(password)).toBe(true)
    }
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(900)
    for (const password of COMMON_PASSWORDS) {
      expect(password).toBe(password.toLowerCase())
      expect([...password].length).toBeGreaterThanOrEqual(6)
    }
  })
})

describe('isCommonPassword', () => {
  it('ignores letter case, Turkish dotted capitals and surrounding spaces', () => {
    expect(isCommonPassword('QWERTY')).toBe(true)
    expect(isCommonPassword('İSTANBUL')).toBe(true)
    expect(isCommonPassword(' Besiktas ')).toBe(true)
  })

  it('lets an uncommon password through', () => {
    expect(isCommonPassword('Mavi-Kalem-42')).toBe(false)
  })
})

describe('passwordMatchesEmail', () => {
  it('matches the whole address or its local part, in any case', () => {
    expect(passwordMatchesEmail('Ayse.Yilmaz@Example.com', 'ayse.yilmaz@example.com')).toBe(true)
    expect(passwordMatchesEmail('AYSE.YILMAZ', 'ayse.yilmaz@example.com')).toBe(true)
    expect(passwordMatchesEmail('ayse.yilmaz1', 'ayse.yilmaz@example.com')).toBe(false)
    expect(passwordMatchesEmail('anything', '')).toBe(false)
  })
})

describe('passwordProblem', () => {
  it('names the e-mail rule first, then the list', () => {
    expect(passwordProblem('qwerty', 'qwerty@example.com')).toBe('auth.password_is_email')
    expect(passwordProblem('qwerty')).toBe('auth.password_common')
    expect(passwordProblem('Mavi-Kalem-42', 'ayse@example.com')).toBeNull()
  })
})

describe('the schemas that take a new password', () => {
  const valid = { name: 'Ayşe', email: 'ayse.yilmaz@example.com', password: 'Mavi-Kalem-42' }

  it('registration refuses a common password and the e-mail on the password field', () => {
    expect(
      messagesAt(registerRequestSchema.safeParse({ ...valid, password: 'Fenerbahce' }), 'password'),
    ).toEqual(['auth.password_common'])
    expect(
      messagesAt(registerRequestSchema.safeParse({ ...valid, password: 'ayse.yilmaz' }), 'password'),
    ).toEqual(['auth.password_is_email'])
    expect(registerRequestSchema.safeParse(valid).success).toBe(true)
  })

  it('the register form applies the same rules and still compares the confirmation', () => {
    const form = { ...valid, password: 'sifre123', confirmPassword: 'sifre123' }
    expect(messagesAt(registerSchema.safeParse(form), 'password')).toEqual(['auth.password_common'])
    expect(registerSchema.safeParse({ ...valid, confirmPassword: valid.password }).success).toBe(true)
  })

  it('change-password refuses a common password; the form for a user also refuses their e-mail', () => {
    const request = { currentPassword: 'whatever', newPassword: 'password1' }
    expect(messagesAt(changePasswordRequestSchema.safeParse(request), 'newPassword')).toEqual([
      'auth.password_common',
    ])
    const form = { currentPassword: 'x', newPassword: valid.email, confirmPassword: valid.email }
    expect(messagesAt(changePasswordSchemaFor(valid.email).safeParse(form), 'newPassword')).toEqual([
      'auth.password_is_email',
    ])
  })

  it("the admin's new user refuses both too", () => {
    expect(messagesAt(userCreateSchema.safeParse({ ...valid, password: 'parola123' }), 'password')).toEqual([
      'auth.password_common',
    ])
    expect(messagesAt(userCreateSchema.safeParse({ ...valid, password: valid.email }), 'password')).toEqual([
      'auth.password_is_email',
    ])
  })
})
