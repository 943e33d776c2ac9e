import { zodResolver } from '@hookform/resolvers/zod'
import {
  addressSchema,
  changePasswordSchema,
  changePasswordSchemaFor,
  loginSchema,
  profileUpdateSchema,
  registerSchema,
} from '@shop/domain'

// The account forms' resolvers: the one module that brings zod to the sign-in, register and profile pages, fetched
// when a form is first used (form-validation-on-demand.ts). Checkout keeps its schema in the page: it checks the
// prefilled address before the shopper touches anything.
export const loginResolver = zodResolver(loginSchema)
export const registerResolver = zodResolver(registerSchema)
export const profileResolver = zodResolver(profileUpdateSchema)
export const addressResolver = zodResolver(addressSchema)

/** The change-password rules, which refuse a new password holding the account's e-mail when it is known. */
export const changePasswordResolver = (email: string | undefined) =>
  zodResolver(email ? changePasswordSchemaFor(email) : changePasswordSchema)
