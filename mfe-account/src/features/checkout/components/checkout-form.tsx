import { zodResolver } from '@hookform/resolvers/zod'
import type { PlacedOrder } from '@shop/api-client'
import {
  type AddressDto,
  createOrderSchema,
  DEFAULT_ADDRESS_TITLE,
  type ShippingAddressInput,
  shippingAddressSchema,
} from '@shop/domain'
import { useT } from '@shop/i18n'
import { type CartItem, languageAtom } from '@shop/state'
import { Button, Field, FormAlert, fieldControlClass, notify } from '@shop/ui'
import { useAtomValue } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { FormattedMessage } from 'react-intl'
import { Link } from 'react-router-dom'
import { AddressFields, addressValues } from '../../../components/address-fields'
import { SectionCard } from '../../../components/section-card'
import { useErrorText } from '../../../hooks/use-error-text'
import { isDefiniteRefusal, usePlaceOrder } from '../api/use-place-order'
import { useIdempotencyKey } from '../hooks/use-idempotency-key'
import styles from './checkout.module.css'
import { PaymentMethod } from './payment-method'
import { SavedAddressSelect } from './saved-address-select'

const checkoutFormSchema = shippingAddressSchema.extend({ notes: createOrderSchema.shape.notes })
type CheckoutValues = ShippingAddressInput & { notes?: string }

const EMPTY: CheckoutValues = {
  title: DEFAULT_ADDRESS_TITLE,
  fullName: '',
  phone: '',
  city: '',
  district: '',
  neighborhood: '',
  addressLine: '',
  postalCode: '',
  notes: '',
}

function preferred(addresses: AddressDto[]): AddressDto | undefined {
  return addresses.find((address) => address.isDefault) ?? addresses[0]
}

interface CheckoutFormProps {
  items: readonly CartItem[]
  addresses: AddressDto[]
  onPlaced: (placed: PlacedOrder) => void
}

/** Delivery address (prefilled from the default saved address), notes, payment method, terms and the order button. */
export function CheckoutForm({ items, addresses, onPlaced }: CheckoutFormProps) {
  const t = useT()
  const errorText = useErrorText()
  const language = useAtomValue(languageAtom)
  const attempt = useIdempotencyKey()
  const place = usePlaceOrder()
  const form = useForm<CheckoutValues>({ resolver: zodResolver(checkoutFormSchema), defaultValues: EMPTY })
  const [savedId, setSavedId] = useState('')
  const prefilled = useRef(false)

  useEffect(() => {
    const address = preferred(addresses)
    if (prefilled.current || !address || form.formState.isDirty) return
    prefilled.current = true
    setSavedId(address._id)
    form.reset({ ...addressValues(address), notes: '' })
  }, [addresses, form])

  const chooseSaved = (id: string) => {
    setSavedId(id)
    const address = addresses.find((candidate) => candidate._id === id)
    const notes = form.getValues('notes')
    form.reset({ ...(address ? addressValues(address) : EMPTY), notes })
  }

  const submit = form.handleSubmit((values) => {
    if (place.isPending) return
    const { notes, ...shippingAddress } = values
    place.mutate(
      {
        idempotencyKey: attempt.key,
        input: {
          items: items.map((item) => ({ product: item.productId, quantity: item.quantity })),
          shippingAddress,
          notes,
          language: language === 'en' ? 'en' : 'tr',
        },
      },
      {
        onSuccess: onPlaced,
        onError: (error) => {
          if (isDefiniteRefusal(error)) attempt.renew()
          notify.error(error.message || t('checkout.failed'))
        },
      },
    )
  })
  const { errors } = form.formState

  return (
    <form className={styles.column} onSubmit={submit} noValidate data-testid="checkout-form">
      <SectionCard title={t('checkout.shipping_address')}>
        <SavedAddressSelect addresses={addresses} value={savedId} onChange={chooseSaved} />
        <AddressFields field={(name) => ({ ...form.register(name), error: errorText(errors[name]) })} />
        <Field label={t('checkout.notes')} error={errorText(errors.notes)}>
          {(control) => <textarea {...control} className={fieldControlClass} {...form.register('notes')} />}
        </Field>
      </SectionCard>
      <SectionCard title={t('checkout.payment_method')}>
        <PaymentMethod />
        {place.isError && <FormAlert>{`${t('checkout.failed')}: ${place.error.message}`}</FormAlert>}
        <p className={styles.terms}>
          <FormattedMessage
            id="checkout.terms"
            values={{ link: (chunks) => <Link to="/terms">{chunks}</Link> }}
          />
        </p>
        <Button type="submit" block loading={place.isPending} data-testid="place-order">
          {place.isPending ? t('checkout.submitting') : t('checkout.submit')}
        </Button>
      </SectionCard>
    </form>
  )
}
