import type { AddressDto } from '@shop/domain'
import { useT } from '@shop/i18n'
import { Field, fieldControlClass } from '@shop/ui'

interface SavedAddressSelectProps {
  addresses: AddressDto[]
  /** The chosen address id, '' for a new address. */
  value: string
  onChange: (id: string) => void
}

/** Fills the address form from a saved address; hidden when there is none. */
export function SavedAddressSelect({ addresses, value, onChange }: SavedAddressSelectProps) {
  const t = useT()
  if (addresses.length === 0) return null
  return (
    <Field label={t('checkout.saved_address')}>
      {(control) => (
        <select
          {...control}
          className={fieldControlClass}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          data-testid="saved-address"
        >
          {addresses.map((address) => (
            <option key={address._id} value={address._id}>
              {`${address.title} — ${address.addressLine}, ${address.district} / ${address.city}`}
            </option>
          ))}
          <option value="">{t('checkout.saved_address_none')}</option>
        </select>
      )}
    </Field>
  )
}
