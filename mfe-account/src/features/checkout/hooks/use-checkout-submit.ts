import { isApiError, type PlacedOrder } from '@shop/api-client'
import {
  type CreateOrderInput,
  isPriceChangedDetails,
  liraToKurus,
  type OrderQuote,
  type PriceChangedDetails,
} from '@shop/domain'
import { useT } from '@shop/i18n'
import { currencyAtom, languageAtom } from '@shop/state'
import { notify } from '@shop/ui'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { isDefiniteRefusal, usePlaceOrder } from '../api/use-place-order'
import { useIdempotencyKey } from './use-idempotency-key'

/** The order as the form gives it: items, address and notes; the total and currency are added here. */
export type OrderDraft = Pick<CreateOrderInput, 'items' | 'shippingAddress' | 'notes'>

/** A refused order whose total changed: what the shopper saw, the server's fresh quote, and the order to retry. */
export interface PriceChange {
  seen: OrderQuote | undefined
  details: PriceChangedDetails
  draft: OrderDraft
}

interface CheckoutSubmitOptions {
  onPlaced: (placed: PlacedOrder) => void
  /** Shows the server's fresh quote in the summary. */
  showQuote: (quote: OrderQuote) => void
}

/**
 * Places the order at the total the shopper saw (`expectedTotal`, kuruş) in their language and currency. When the
 * server's total changed in between (409 with the fresh quote), nothing was created: the change is kept for the
 * shopper to confirm, and `confirm` places the same order at the new total.
 */
export function useCheckoutSubmit({ onPlaced, showQuote }: CheckoutSubmitOptions) {
  const t = useT()
  const language = useAtomValue(languageAtom)
  const currency = useAtomValue(currencyAtom)
  const attempt = useIdempotencyKey()
  const place = usePlaceOrder()
  const [priceChange, setPriceChange] = useState<PriceChange | null>(null)

  const send = (draft: OrderDraft, quote: OrderQuote) => {
    if (place.isPending) return
    const input: CreateOrderInput = {
      ...draft,
      language: language === 'en' ? 'en' : 'tr',
      currency,
      expectedTotal: liraToKurus(quote.totalAmount),
    }
    place.mutate(
      { idempotencyKey: attempt.key, input },
      {
        onSuccess: (placed) => {
          setPriceChange(null)
          onPlaced(placed)
        },
        onError: (error) => {
          if (isDefiniteRefusal(error)) attempt.renew()
          if (isApiError(error) && error.status === 409 && isPriceChangedDetails(error.details)) {
            showQuote(error.details.quote)
            setPriceChange({ seen: quote, details: error.details, draft })
            return
          }
          setPriceChange(null)
          notify.error(error.message || t('checkout.failed'))
        },
      },
    )
  }

  return {
    place,
    send,
    priceChange,
    confirm: () => priceChange && send(priceChange.draft, priceChange.details.quote),
    dismiss: () => setPriceChange(null),
  }
}
