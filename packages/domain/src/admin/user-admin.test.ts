import { describe, expect, it } from 'vitest'
import type { ZodType } from 'zod'
import {
  adminUserListQuerySchema,
  passwordResetSchema,
  roleChangeSchema,
  type UserState,
  userChangeProblem,
  userCreateSchema,
  userStatsFrom,
  userStatsQuerySchema,
  userUpdateSchema,
} from './user-admin'

/** The message of each field that fails, keyed by its path. */
function failures(schema: ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input)
  if (result.success) return {}
  const found: Record<string, string> = {}
  for (const issue of result.error.issues) found[issue.path.join('.')] ??= issue.message
  return found
}

const valid = { name: 'Ayşe Yılmaz', email: 'ayse@example.com', password: 'secret1', role: 'moderator' }

describe('userCreateSchema', () => {
  it('trims the name and e-mail (never the password) and defaults the role to user', () => {
    expect(
      userCreateSchema.parse({ name: '  Ayşe ', email: ' ayse@example.com ', password: ' secret1 ' }),
    ).toEqual({
      name: 'Ayşe',
      email: 'ayse@example.com',
      password: ' secret1 ',
      role: 'user',
      isActive: true,
    })
  })

  it('takes the active flag, true when left out, and never creates a passive admin', () => {
    expect(userCreateSchema.parse({ ...valid, isActive: false }).isActive).toBe(false)
    expect(userCreateSchema.parse({ ...valid, role: 'admin' }).isActive).toBe(true)
    expect(failures(userCreateSchema, { ...valid, role: 'admin', isActive: false })).toEqual({
      isActive: 'admin.user.admin_created_inactive',
    })
    expect(failures(userCreateSchema, { ...valid, isActive: 'yes' })).toEqual({
      isActive: 'admin.user.active_invalid',
    })
  })

  it('says each required field in the admin form’s words, missing or empty', () => {
    const expected = {
      name: 'admin.user.name_required',
      email: 'admin.user.email_required',
      password: 'admin.user.password_required',
    }
    expect(failures(userCreateSchema, {})).toEqual(expected)
    expect(failures(userCreateSchema, { name: '  ', email: ' ', password: '' })).toEqual(expected)
  })

  it('keeps registration’s rules for the e-mail, the phone, the password length and the role', () => {
    expect(
      failures(userCreateSchema, { ...valid, email: 'ayse@', phone: '123', password: 'abc', role: 'root' }),
    ).toEqual({
      email: 'auth.email_invalid',
      phone: 'auth.phone_invalid',
      password: 'auth.password_min_length',
      role: 'admin.user.role_invalid',
    })
    expect(failures(userCreateSchema, { ...valid, name: 'n'.repeat(101) })).toEqual({
      name: 'validation.too_long',
    })
  })

  it('takes a Turkish mobile, an empty phone or none', () => {
    expect(userCreateSchema.parse({ ...valid, phone: '0532 123 45 67' }).phone).toBe('0532 123 45 67')
    expect(userCreateSchema.parse({ ...valid, phone: '' }).phone).toBe('')
    expect(userCreateSchema.parse({ ...valid, phone: null }).phone).toBeNull()
  })
})

describe('userUpdateSchema', () => {
  const edit = { name: 'Ayşe', email: 'ayse@example.com', role: 'user' }

  it('requires name, e-mail and role; phone and active flag may be left out', () => {
    expect(userUpdateSchema.parse(edit)).toEqual(edit)
    expect(failures(userUpdateSchema, {})).toEqual({
      name: 'admin.user.name_required',
      email: 'admin.user.email_required',
      role: 'admin.user.role_invalid',
    })
  })

  it('refuses an active flag that is not a boolean and takes no password', () => {
    expect(failures(userUpdateSchema, { ...edit, isActive: 'yes' })).toEqual({
      isActive: 'admin.user.active_invalid',
    })
    expect(userUpdateSchema.parse({ ...edit, password: 'secret1', isActive: false })).toEqual({
      ...edit,
      isActive: false,
    })
  })
})

describe('passwordResetSchema and roleChangeSchema', () => {
  it('require a new password of at least 6 characters and a known role', () => {
    expect(failures(passwordResetSchema, {})).toEqual({ newPassword: 'auth.new_password_required' })
    expect(failures(passwordResetSchema, { newPassword: '12345' })).toEqual({
      newPassword: 'auth.password_min_length',
    })
    expect(passwordResetSchema.parse({ newPassword: 'kalem6' })).toEqual({ newPassword: 'kalem6' })
    expect(failures(roleChangeSchema, { role: 'owner' })).toEqual({ role: 'admin.user.role_invalid' })
    expect(roleChangeSchema.parse({ role: 'admin' })).toEqual({ role: 'admin' })
  })
})

describe('list and stats queries', () => {
  it('page 20 users by default and bound the search', () => {
    expect(adminUserListQuerySchema.parse({})).toEqual({ page: 1, limit: 20 })
    expect(adminUserListQuerySchema.parse({ page: '2', limit: '5', search: ' ayşe ' })).toEqual({
      page: 2,
      limit: 5,
      search: 'ayşe',
    })
    expect(failures(adminUserListQuerySchema, { search: 'x'.repeat(201) })).toEqual({
      search: 'validation.too_long',
    })
  })

  it('default the period to 30 days and refuse unknown ones', () => {
    expect(userStatsQuerySchema.parse({})).toEqual({ period: '30d' })
    expect(failures(userStatsQuerySchema, { period: 'week' })).toEqual({
      period: 'admin.user.period_invalid',
    })
  })

  it('start a period that many UTC days back, today counted, or 12 months back on the 1st', () => {
    const today = new Date('2026-03-10T23:30:00Z')
    expect(userStatsFrom('7d', today)).toBe('2026-03-04')
    expect(userStatsFrom('30d', today)).toBe('2026-02-09')
    expect(userStatsFrom('90d', today)).toBe('2025-12-11')
    expect(userStatsFrom('12m', today)).toBe('2025-04-01')
  })
})

describe('userChangeProblem', () => {
  const admin: UserState = { id: 'a1', role: 'admin', isActive: true }
  const customer: UserState = { id: 'u1', role: 'user', isActive: true }
  const actor = 'a0'

  it('never deactivates or deletes an admin', () => {
    expect(userChangeProblem(actor, admin, { role: 'admin', isActive: false }, 3)).toBe(
      'admin_not_deactivatable',
    )
    expect(userChangeProblem(actor, admin, { role: 'user', isActive: false }, 3)).toBe(
      'admin_not_deactivatable',
    )
    expect(userChangeProblem(actor, admin, 'delete', 3)).toBe('admin_not_deletable')
  })

  it('lets other users be deactivated, deleted and promoted, but not made inactive admins', () => {
    expect(userChangeProblem(actor, customer, { role: 'user', isActive: false }, 1)).toBeNull()
    expect(userChangeProblem(actor, customer, 'delete', 1)).toBeNull()
    expect(userChangeProblem(actor, customer, { role: 'admin', isActive: true }, 1)).toBeNull()
    expect(userChangeProblem(actor, customer, { role: 'admin', isActive: false }, 1)).toBe(
      'admin_not_deactivatable',
    )
    const inactive = { ...customer, isActive: false }
    expect(userChangeProblem(actor, inactive, { role: 'admin', isActive: false }, 1)).toBe('inactive_admin')
    expect(userChangeProblem(actor, inactive, { role: 'moderator', isActive: false }, 1)).toBeNull()
  })

  it('keeps the last active admin and refuses changing one’s own role', () => {
    expect(userChangeProblem(actor, admin, { role: 'user', isActive: true }, 0)).toBe('last_admin')
    expect(userChangeProblem(actor, admin, { role: 'moderator', isActive: true }, 1)).toBeNull()
    expect(userChangeProblem('a1', admin, { role: 'admin', isActive: true }, 0)).toBeNull()
    expect(userChangeProblem('a1', admin, { role: 'user', isActive: true }, 0)).toBe('last_admin')
    expect(userChangeProblem('a1', admin, { role: 'user', isActive: true }, 2)).toBe('own_role')
    // An inactive admin holds no one's access, so it may lose the role whatever the count.
    const dormant = { ...admin, isActive: false }
    expect(userChangeProblem(actor, dormant, { role: 'user', isActive: false }, 0)).toBeNull()
  })
})
