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
import type { CartItem } from '@shop/state'
import { Button, Field, FormAlert, fieldControlClass, useFormDraftThroughSignIn } from '@shop/ui'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { FormattedMessage } from 'react-intl'
import { Link } from 'react-router-dom'
import { AddressFields, addressValues } from '../../../components/address-fields'
import { SectionCard } from '../../../components/section-card'
import { useErrorText } from '../../../hooks/use-error-text'
import type { CheckoutQuote } from '../api/use-checkout-quote'
import { useCheckoutSubmit } from '../hooks/use-checkout-submit'
import { useQuoteAddress } from '../hooks/use-quote-address'
import styles from './checkout.module.css'
import { CheckoutTotal } from './checkout-total'
import { PaymentMethod } from './payment-method'
import { PriceChangeDialog } from './price-change-dialog'
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
  /** The account's own name and phone, once the profile is in: they fill a first delivery address. */
  contact?: { name: string; phone: string | null }
  onPlaced: (placed: PlacedOrder) => void
  quote: CheckoutQuote
  /** The settled, valid delivery address (undefined while incomplete): the quote is asked again for it. */
  onAddressChange: (address: ShippingAddressInput | undefined) => void
}

/**
 * Delivery address (prefilled from the default saved address, else the account's name and phone), notes, payment method, terms, the quoted total and
 * the order button; the order is placed at the quoted total, and a price change in between is shown to confirm.
 */
export function CheckoutForm({
  items,
  addresses,
  contact,
  onPlaced,
  quote,
  onAddressChange,
}: CheckoutFormProps) {
  const t = useT()
  const errorText = useErrorText()
  const submitter = useCheckoutSubmit({ onPlaced, showQuote: quote.replace })
  const { place, priceChange } = submitter
  const form = useForm<CheckoutValues>({ resolver: zodResolver(checkoutFormSchema), defaultValues: EMPTY })
  const [savedId, setSavedId] = useState('')
  const prefilled = useRef(false)
  const quoteAddress = useQuoteAddress(form.control)
  useEffect(() => onAddressChange(quoteAddress), [quoteAddress, onAddressChange])

  useEffect(() => {
    if (prefilled.current || form.formState.isDirty) return
    const address = preferred(addresses)
    if (address) {
      prefilled.current = true
      setSavedId(address._id)
      form.reset({ ...addressValues(address), notes: '' })
    } else if (contact) {
      prefilled.current = true
      form.reset({ ...EMPTY, fullName: contact.name, phone: contact.phone ?? '' })
    }
  }, [addresses, contact, form])
  // After the prefill above, so a kept address wins over the saved one.
  const draft = useFormDraftThroughSignIn(form, 'account.checkout')

  const chooseSaved = (id: string) => {
    setSavedId(id)
    const address = addresses.find((candidate) => candidate._id === id)
    const notes = form.getValues('notes')
    form.reset({ ...(address ? addressValues(address) : EMPTY), notes })
  }

  const quoted = quote.query.data
  const canPlace = quoted?.canOrder === true && !quote.query.isFetching
  const submit = form.handleSubmit((values) => {
    if (!quoted || !canPlace) return
    const { notes, ...shippingAddress } = values
    const orderItems = items.map((item) => ({ product: item.productId, quantity: item.quantity }))
    submitter.send({ items: orderItems, shippingAddress, notes }, quoted)
  })
  const { errors } = form.formState

  return (
    <form className={styles.column} onSubmit={submit} noValidate data-testid="checkout-form">
      {draft.notice}
      <SectionCard title={t('checkout.shipping_address')}>
        <SavedAddressSelect addresses={addresses} value={savedId} onChange={chooseSaved} />
        <AddressFields field={(name) => ({ ...form.register(name), error: errorText(errors[name]) })} />
        <Field label={t('checkout.notes')} error={errorText(errors.notes)}>
          {(control) => <textarea {...control} className={fieldControlClass} {...form.register('notes')} />}
        </Field>
      </SectionCard>
      <SectionCard title={t('checkout.payment_method')}>
        <PaymentMethod />
        {place.isError && !priceChange && (
          <FormAlert>{`${t('checkout.failed')}: ${place.error.message}`}</FormAlert>
        )}
        <p className={styles.terms}>
          <FormattedMessage
            id="checkout.terms"
            values={{ link: (chunks) => <Link to="/terms">{chunks}</Link> }}
          />
        </p>
        <CheckoutTotal quote={quote.query} />
        <Button type="submit" block loading={place.isPending} disabled={!canPlace} data-testid="place-order">
          {place.isPending ? t('checkout.submitting') : t('checkout.submit')}
        </Button>
      </SectionCard>
      <PriceChangeDialog
        change={priceChange}
        items={items}
        busy={place.isPending}
        onConfirm={submitter.confirm}
        onCancel={submitter.dismiss}
      />
    </form>
  )
}
