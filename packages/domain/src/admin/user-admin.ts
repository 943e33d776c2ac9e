import { z } from 'zod'
import { changePasswordRequestSchema, registerRequestSchema } from '../auth'
import { PAGE_SIZE, ROLES, type Role } from '../constants'
import { PASSWORD_IS_EMAIL_KEY, passwordMatchesEmail } from '../password-rules'
import { paginationQuerySchema } from '../product'

/*
 * The admin's user form and calls (admin.md §2 Users, §5 User form, §7 Users). The name, e-mail, phone and password
 * rules are registration's (auth.ts), reached through its schema's shape; only the "required" messages differ,
 * because the admin form has its own words for them ('İsim gereklidir', 'E-posta gereklidir', …).
 */
const registration = registerRequestSchema.shape

/** A missing or empty field answers `message`; anything else goes on to registration's rule. */
const requiredThen = <T extends z.ZodType<unknown, string>>(message: string, rule: T, trim = true) =>
  (trim ? z.string({ error: message }).trim() : z.string({ error: message })).min(1, message).pipe(rule)

const name = requiredThen('admin.user.name_required', registration.name)
const email = requiredThen('admin.user.email_required', registration.email)
/** Empty or missing: none. Null also clears it (the edit form may send it so). */
const phone = registration.phone.nullable()
const role = z.enum(ROLES, { error: 'admin.user.role_invalid' })
const isActive = z.boolean({ error: 'admin.user.active_invalid' })
const newPassword = (requiredKey: string) =>
  requiredThen(requiredKey, changePasswordRequestSchema.shape.newPassword, false)

/**
 * POST /users. A new user is active unless the form says otherwise; an admin is always created active, as an admin is
 * never made passive on the users screen (admin.md §4, §6).
 */
export const userCreateSchema = z
  .object({
    name,
    email,
    phone,
    password: newPassword('admin.user.password_required'),
    role: role.default('user'),
    isActive: isActive.default(true),
  })
  .superRefine((value, ctx) => {
    if (passwordMatchesEmail(value.password, value.email)) {
      ctx.addIssue({ code: 'custom', message: PASSWORD_IS_EMAIL_KEY, path: ['password'] })
    }
    if (value.role === 'admin' && !value.isActive) {
      ctx.addIssue({ code: 'custom', message: 'admin.user.admin_created_inactive', path: ['isActive'] })
    }
  })
export type UserCreateInput = z.input<typeof userCreateSchema>

/**
 * PUT /users/{id}. Name, e-mail and role are required; a phone or active flag left out keeps the stored one. The
 * password is not here: the edit form's optional new password goes through PATCH …/reset-password (admin.md §5).
 */
export const userUpdateSchema = z.object({
  name,
  email,
  phone: phone.optional(),
  role,
  isActive: isActive.optional(),
})
export type UserUpdateInput = z.input<typeof userUpdateSchema>

/** PATCH /users/{id}/reset-password. */
export const passwordResetSchema = z.object({ newPassword: newPassword('auth.new_password_required') })
export type PasswordResetInput = z.input<typeof passwordResetSchema>

/** PATCH /users/{id}/role. */
export const roleChangeSchema = z.object({ role })
export type RoleChangeInput = z.input<typeof roleChangeSchema>

/** GET /users: newest first, 20 a page; the search looks at name, e-mail and phone. */
export const adminUserListQuerySchema = paginationQuerySchema.extend({
  limit: paginationQuerySchema.shape.limit.removeDefault().default(PAGE_SIZE.adminUsers),
  search: z.string().trim().max(200, 'validation.too_long').optional(),
})
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>

/** The periods of GET /users/stats, the same words as the orders overview (7, 30, 90 days; 12 months). */
export const USER_STATS_PERIODS = ['7d', '30d', '90d', '12m'] as const
export type UserStatsPeriod = (typeof USER_STATS_PERIODS)[number]

export const userStatsQuerySchema = z.object({
  period: z.enum(USER_STATS_PERIODS, { error: 'admin.user.period_invalid' }).default('30d'),
})

/**
 * The first day (YYYY-MM-DD, UTC) of a period ending today: 7, 30 or 90 days counting today, or 12 calendar
 * months counting this one.
 */
export function userStatsFrom(period: UserStatsPeriod, today: Date = new Date()): string {
  const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()))
  if (period === '12m') day.setUTCMonth(day.getUTCMonth() - 11, 1)
  else day.setUTCDate(day.getUTCDate() - (Number.parseInt(period, 10) - 1))
  return day.toISOString().slice(0, 10)
}

/** A user as the admin's list, detail and writes answer it (never the password hash). */
export interface AdminUserDto {
  _id: string
  name: string
  email: string
  phone: string | null
  role: Role
  isActive: boolean
  createdAt: string
  updatedAt: string
  /** Orders the user has placed, cancelled ones included. */
  orderCount: number
}

/** GET /users/stats: deleted users are not counted anywhere. */
export interface UserStats {
  period: UserStatsPeriod
  /** First day of the period, YYYY-MM-DD (UTC); the period runs to now. */
  from: string
  totalUsers: number
  activeUsers: number
  inactiveUsers: number
  byRole: Record<Role, number>
  /** Registered or created in the period. */
  newUsers: number
}

/** DELETE /users/{id}. */
export interface UserDeleteResult {
  deleted: string
}

/** The stored facts a user write is judged on. */
export interface UserState {
  id: string
  role: Role
  isActive: boolean
}

export type UserChangeProblem =
  | 'admin_not_deactivatable'
  | 'admin_not_deletable'
  | 'inactive_admin'
  | 'last_admin'
  | 'own_role'

/**
 * Why an admin's change to a user is refused, or null (admin.md §4, §6; issue 8):
 * - an admin-role user is never deactivated or deleted (change the role first);
 * - nobody becomes an inactive admin (an admin must be able to log in);
 * - the last active admin never loses the role;
 * - nobody changes their own role, so an admin cannot lock themselves out of the admin area by a slip: another admin
 *   has to do it. (Deactivating or deleting oneself is already refused: the caller is an admin.)
 * `otherActiveAdmins` counts active admins other than the target.
 */
export function userChangeProblem(
  actorId: string,
  current: UserState,
  next: { role: Role; isActive: boolean } | 'delete',
  otherActiveAdmins: number,
): UserChangeProblem | null {
  const wasAdmin = current.role === 'admin'
  if (next === 'delete') return wasAdmin ? 'admin_not_deletable' : null
  const deactivates = current.isActive && !next.isActive
  if (deactivates && (wasAdmin || next.role === 'admin')) return 'admin_not_deactivatable'
  if (!wasAdmin && next.role === 'admin' && !next.isActive) return 'inactive_admin'
  const losesRole = wasAdmin && next.role !== 'admin'
  if (losesRole && current.isActive && otherActiveAdmins === 0) return 'last_admin'
  if (current.id === actorId && next.role !== current.role) return 'own_role'
  return null
}
