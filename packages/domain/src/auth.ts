import { z } from 'zod'
import type { AddressDto } from './address'
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type Role,
} from './constants'
import {
  isCommonPassword,
  PASSWORD_COMMON_KEY,
  PASSWORD_IS_EMAIL_KEY,
  passwordMatchesEmail,
} from './password-rules'
import { compactPhone } from './phone-digits'

/**
 * Form rules of storefront.md §5. Messages are i18n keys (e.g. `auth.email_required`): the UI translates them, the
 * API answers their Turkish text from the same catalogue (@shop/i18n).
 */
const email = z
  .string({ error: 'auth.email_required' })
  .trim()
  .min(1, 'auth.email_required')
  .max(EMAIL_MAX_LENGTH, 'validation.too_long')
  .email('auth.email_invalid')

/** Optional +90 or 0, then 5, then 9 digits. */
export const TURKISH_MOBILE_PATTERN = /^(\+90|0)?5\d{9}$/

export const loginSchema = z.object({
  email,
  password: z
    .string({ error: 'auth.password_required' })
    .min(1, 'auth.password_required')
    .max(PASSWORD_MAX_LENGTH, 'validation.too_long'),
})
export type LoginInput = z.infer<typeof loginSchema>

const name = z
  .string({ error: 'auth.name_required' })
  .trim()
  .min(1, 'auth.name_required')
  .max(NAME_MAX_LENGTH, 'validation.too_long')

/** Optional Turkish mobile; an empty string means "not given". Spaces are ignored. */
const optionalMobile = z
  .string()
  .trim()
  .refine((value) => value === '' || TURKISH_MOBILE_PATTERN.test(compactPhone(value)), 'auth.phone_invalid')
  .optional()

const newPassword = (requiredKey: string) =>
  z
    .string({ error: requiredKey })
    .min(1, requiredKey)
    .min(PASSWORD_MIN_LENGTH, 'auth.password_min_length')
    .max(PASSWORD_MAX_LENGTH, 'validation.too_long')
    .refine((value) => !isCommonPassword(value), PASSWORD_COMMON_KEY)

/** Refuses a password (at `field`) that is the e-mail address or its local part. */
function passwordNotEmail(field: string, email: string, password: string, ctx: z.RefinementCtx): void {
  if (passwordMatchesEmail(password, email)) {
    ctx.addIssue({ code: 'custom', message: PASSWORD_IS_EMAIL_KEY, path: [field] })
  }
}

const registerFields = z.object({
  name,
  email,
  phone: optionalMobile,
  password: newPassword('auth.password_required'),
})

/** What POST /auth/register takes: the register form without its confirmation field. */
export const registerRequestSchema = registerFields.superRefine((value, ctx) =>
  passwordNotEmail('password', value.email, value.password, ctx),
)
export type RegisterRequest = z.infer<typeof registerRequestSchema>

export const registerSchema = registerFields
  .extend({ confirmPassword: z.string() })
  .superRefine((value, ctx) => passwordNotEmail('password', value.email, value.password, ctx))
  .refine((value) => value.password === value.confirmPassword, {
    message: 'auth.password_mismatch',
    path: ['confirmPassword'],
  })
export type RegisterInput = z.infer<typeof registerSchema>

/** PUT /auth/profile: name and phone only; the e-mail cannot be changed by its owner (storefront.md §5). */
export const profileUpdateSchema = z.object({ name, phone: optionalMobile })
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>

/** What PUT /auth/change-password takes. */
export const changePasswordRequestSchema = z.object({
  currentPassword: z
    .string({ error: 'auth.current_password_required' })
    .min(1, 'auth.current_password_required')
    .max(PASSWORD_MAX_LENGTH, 'validation.too_long'),
  newPassword: newPassword('auth.new_password_required'),
})
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>

/** The change-password form: the request plus a confirmation that must match. */
export const changePasswordSchema = changePasswordRequestSchema
  .extend({ confirmPassword: z.string() })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: 'auth.password_mismatch',
    path: ['confirmPassword'],
  })
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>

/**
 * The change-password form of a signed-in user: also refuses the user's own e-mail as the new password (the request
 * does not carry the e-mail; the API checks it against the account).
 */
export function changePasswordSchemaFor(email: string) {
  return changePasswordSchema.superRefine((value, ctx) =>
    passwordNotEmail('newPassword', email, value.newPassword, ctx),
  )
}

/** The user as login, register and profile answer it (never the password hash). */
export interface UserDto {
  _id: string
  name: string
  email: string
  phone: string | null
  role: Role
  isActive: boolean
  addresses: AddressDto[]
  createdAt: string
}

/** The part of the user the front ends keep in storage; a `UserDto` is one. */
export interface AuthUser {
  _id: string
  name: string
  email: string
  phone?: string | null
  role: Role
  isActive?: boolean
  addresses?: AddressDto[]
  createdAt?: string
}

export interface AuthSession {
  user: AuthUser
  token: string
}
