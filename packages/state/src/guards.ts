import { type AuthUser, ROLES, STOREFRONT_CURRENCIES, type StorefrontCurrency } from '@shop/domain'

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value !== ''
}

export function isAuthUser(value: unknown): value is AuthUser {
  return (
    isRecord(value) &&
    isNonEmptyString(value._id) &&
    typeof value.name === 'string' &&
    typeof value.email === 'string' &&
    (ROLES as readonly unknown[]).includes(value.role)
  )
}

export function isStorefrontCurrency(value: unknown): value is StorefrontCurrency {
  return (STOREFRONT_CURRENCIES as readonly unknown[]).includes(value)
}

export function nullable<T>(guard: (value: unknown) => value is T) {
  return (value: unknown): value is T | null => value === null || guard(value)
}
