import { z } from 'zod'
import { DEFAULT_ADDRESS_TITLE } from './constants'
import { hasControlCharacters } from './text'

/** A phone as people write it: digits with optional +, spaces, dashes and brackets; 10 to 15 digits. */
export const PHONE_PATTERN = /^\+?[\d\s()-]+$/

/** A one-line field: a line break in it would forge lines of the order's WhatsApp message (issue 11). */
const oneLine = (missingKey?: string) =>
  z
    .string(missingKey ? { error: missingKey } : undefined)
    .trim()
    .refine((value) => !hasControlCharacters(value), 'validation.single_line')

/** A field that must be filled: left out or blank, it is refused with `key`. */
const required = (key: string, max: number) =>
  oneLine(key)
    .refine((value) => value !== '', key)
    .refine((value) => value.length <= max, 'validation.too_long')

const phone = required('address.phone_required', 32)
  // Empty is reported as required only.
  .refine((value) => value === '' || isPhone(value), 'address.phone_invalid')

/** A phone as people write it (PHONE_PATTERN) with 10 to 15 digits. */
export function isPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length
  return PHONE_PATTERN.test(value) && digits >= 10 && digits <= 15
}

/** Turkish postal codes are five digits; empty means not given. */
const postalCode = oneLine()
  .refine((value) => value === '' || /^\d{5}$/.test(value), 'address.postal_code_invalid')
  .optional()
  .transform((value) => (value ? value : undefined))

/**
 * The delivery address of checkout (storefront.md §2, §5) and the body of a saved address. Messages are i18n keys,
 * shown by the checkout form and answered in Turkish by the API.
 */
export const shippingAddressSchema = z.object({
  title: oneLine()
    .refine((value) => value.length <= 50, 'validation.too_long')
    .optional()
    .transform((value) => value || DEFAULT_ADDRESS_TITLE),
  fullName: required('address.full_name_required', 100),
  phone,
  city: required('address.city_required', 60),
  district: required('address.district_required', 60),
  neighborhood: required('address.neighborhood_required', 100),
  addressLine: required('address.address_line_required', 300),
  postalCode,
})
export type ShippingAddressInput = z.input<typeof shippingAddressSchema>
/** A delivery address as stored on an order; the postal code is left out when not given. */
export interface ShippingAddress {
  title: string
  fullName: string
  phone: string
  city: string
  district: string
  neighborhood: string
  addressLine: string
  postalCode?: string
}

/** POST/PUT /auth/addresses: the address plus whether it becomes the default one. */
export const addressSchema = shippingAddressSchema.extend({ isDefault: z.boolean().optional() })
export type AddressInput = z.input<typeof addressSchema>

/** A saved address as the API sends it. */
export interface AddressDto {
  _id: string
  title: string
  fullName: string
  phone: string
  city: string
  district: string
  neighborhood: string
  addressLine: string
  postalCode: string | null
  isDefault: boolean
  createdAt: string
  updatedAt: string
}
