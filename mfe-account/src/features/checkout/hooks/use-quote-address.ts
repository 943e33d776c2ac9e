import { type ShippingAddressInput, shippingAddressSchema } from '@shop/domain'
import { useEffect, useState } from 'react'
import { type Control, useWatch } from 'react-hook-form'

/** How long the address must stay unchanged before the checkout is quoted again for it. */
const SETTLE_MS = 400

/**
 * The delivery address to quote for: the form's address once it is complete and valid and has settled (so typing
 * does not ask the server on every key), else undefined (the quote then prices the items alone).
 */
export function useQuoteAddress(control: Control<ShippingAddressInput & { notes?: string }>) {
  const values = useWatch({ control })
  const [address, setAddress] = useState<ShippingAddressInput | undefined>(undefined)
  const { notes: _notes, ...fields } = values
  const parsed = shippingAddressSchema.safeParse(fields)
  const candidate = parsed.success ? JSON.stringify(parsed.data) : ''
  useEffect(() => {
    const timer = window.setTimeout(
      () => setAddress(candidate ? (JSON.parse(candidate) as ShippingAddressInput) : undefined),
      SETTLE_MS,
    )
    return () => window.clearTimeout(timer)
  }, [candidate])
  return address
}
