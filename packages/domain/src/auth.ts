import { z } from 'zod'
import { PASSWORD_MIN_LENGTH, type Role } from './constants'

/**
 * Form rules of storefront.md §5. Messages are i18n keys (e.g. `auth.email_required`): the UI translates them, the
 * API may answer them as they are.
 */
const email = z.string().trim().min(1, 'auth.email_required').email('auth.email_invalid')

/** Optional +90 or 0, then 5, then 9 digits. */
export const TURKISH_MOBILE_PATTERN = /^(\+90|0)?5\d{9}$/

export const loginSchema = z.object({
  email,
  password: z.string().min(1, 'auth.password_required'),
})
export type LoginInput = z.infer<typeof loginSchema>

export const registerSchema = z
  .object({
    name: z.string().trim().min(1, 'auth.name_required'),
    email,
    phone: z
      .string()
      .trim()
      .refine(
        (value) => value === '' || TURKISH_MOBILE_PATTERN.test(value.replace(/\s/g, '')),
        'auth.phone_invalid',
      )
      .optional(),
    password: z
      .string()
      .min(1, 'auth.password_required')
      .min(PASSWORD_MIN_LENGTH, 'auth.password_min_length'),
    confirmPassword: z.string(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: 'auth.password_mismatch',
    path: ['confirmPassword'],
  })
export type RegisterInput = z.infer<typeof registerSchema>

/** The user as login, register and profile answer it. */
export interface AuthUser {
  _id: string
  name: string
  email: string
  phone?: string | null
  role: Role
  createdAt?: string
}

export interface AuthSession {
  user: AuthUser
  token: string
}
