import type { AddressDto, ShippingAddressInput } from '@shop/domain'
import { useT } from '@shop/i18n'
import { TextField } from '@shop/ui'
import type { ComponentProps } from 'react'
import styles from './address-fields.module.css'

export const ADDRESS_FIELDS = [
  'title',
  'fullName',
  'phone',
  'city',
  'district',
  'neighborhood',
  'addressLine',
  'postalCode',
] as const
export type AddressField = (typeof ADDRESS_FIELDS)[number]

/** What each input gets from its form: react-hook-form's register() result plus the worded error. */
export type AddressFieldProps = Omit<ComponentProps<typeof TextField>, 'label'>

const LABELS = {
  title: 'address.field.title',
  fullName: 'address.field.full_name',
  phone: 'address.field.phone',
  city: 'address.field.city',
  district: 'address.field.district',
  neighborhood: 'address.field.neighborhood',
  addressLine: 'address.field.address_line',
  postalCode: 'address.field.postal_code',
} as const

const AUTOCOMPLETE: Partial<Record<AddressField, string>> = {
  fullName: 'name',
  phone: 'tel',
  city: 'address-level1',
  district: 'address-level2',
  addressLine: 'street-address',
  postalCode: 'postal-code',
}

/** The address inputs shared by checkout and the saved-address form, in a two-column grid from tablet width up. */
export function AddressFields({ field }: { field: (name: AddressField) => AddressFieldProps }) {
  const t = useT()
  return (
    <div className={styles.grid}>
      {ADDRESS_FIELDS.map((name) => (
        <div key={name} className={name === 'addressLine' ? styles.wide : undefined}>
          <TextField
            label={t(LABELS[name])}
            autoComplete={AUTOCOMPLETE[name]}
            type={name === 'phone' ? 'tel' : 'text'}
            inputMode={name === 'postalCode' ? 'numeric' : undefined}
            {...field(name)}
          />
        </div>
      ))}
    </div>
  )
}

/** A saved address as form values: its fields only, the postal code as text. */
export function addressValues(address: AddressDto): ShippingAddressInput {
  return {
    title: address.title,
    fullName: address.fullName,
    phone: address.phone,
    city: address.city,
    district: address.district,
    neighborhood: address.neighborhood,
    addressLine: address.addressLine,
    postalCode: address.postalCode ?? '',
  }
}
