import type { AddressDto, AddressInput } from '@shop/domain'
import { useT } from '@shop/i18n'
import { Button, FormAlert, useFormDraftThroughSignIn } from '@shop/ui'
import { useRef } from 'react'
import { useForm } from 'react-hook-form'
import { AddressFields, addressValues } from '../../../components/address-fields'
import { useErrorText } from '../../../hooks/use-error-text'
import { addressValidation } from '../../../lib/form-validation-on-demand'
import styles from './addresses.module.css'

interface AddressFormProps {
  /** Editing this address; a new one otherwise. */
  address?: AddressDto
  /** The default flag is preset for the first address. */
  defaultForNew: boolean
  saving: boolean
  failure: string | null
  onSave: (input: AddressInput) => void
  onCancel: () => void
}

/** The draft key of the form for `addressId`, or for a new address. */
export const addressDraftKey = (addressId: string | undefined) => `account.address:${addressId ?? 'new'}`

function initialValues(address: AddressDto | undefined, defaultForNew: boolean): AddressInput {
  if (!address) {
    return {
      title: '',
      fullName: '',
      phone: '',
      city: '',
      district: '',
      neighborhood: '',
      addressLine: '',
      postalCode: '',
      isDefault: defaultForNew,
    }
  }
  return { ...addressValues(address), isDefault: address.isDefault }
}

export function AddressForm({ address, defaultForNew, saving, failure, onSave, onCancel }: AddressFormProps) {
  const t = useT()
  const errorText = useErrorText()
  const form = useForm({
    resolver: addressValidation.resolver,
    defaultValues: initialValues(address, defaultForNew),
  })
  const formRef = useRef<HTMLFormElement>(null)
  const draft = useFormDraftThroughSignIn(form, addressDraftKey(address?._id), {
    // The book sits below the profile's forms: the typing that came back is brought into view.
    onRestore: () => formRef.current?.scrollIntoView?.({ block: 'center' }),
  })
  const { errors } = form.formState
  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={form.handleSubmit((input) => onSave(input))}
      onFocus={addressValidation.warm}
      noValidate
      aria-label={address ? t('address.edit_title') : t('address.add_title')}
      data-testid="address-form"
    >
      <h3 className={styles.formTitle}>{address ? t('address.edit_title') : t('address.add_title')}</h3>
      {draft.notice}
      {failure && <FormAlert>{failure}</FormAlert>}
      <AddressFields
        field={(name) => ({
          ...form.register(name),
          placeholder: name === 'title' ? t('address.title_default') : undefined,
          error: errorText(errors[name]),
        })}
      />
      <label className={styles.checkbox}>
        <input type="checkbox" {...form.register('isDefault')} />
        {t('address.field.is_default')}
      </label>
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('address.cancel')}
        </Button>
        <Button type="submit" loading={saving}>
          {t('address.save')}
        </Button>
      </div>
    </form>
  )
}
