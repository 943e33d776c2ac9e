import { accountQueries, type PlacedOrder, usePublicSettings } from '@shop/api-client'
import type { ShippingAddressInput } from '@shop/domain'
import { useT } from '@shop/i18n'
import { cartItemsAtom, clearCartAtom } from '@shop/state'
import { notify, usePageTitle } from '@shop/ui'
import { useQuery } from '@tanstack/react-query'
import { useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { AccountPage } from '../components/account-page'
import { SectionCard } from '../components/section-card'
import { useCheckoutQuote } from '../features/checkout/api/use-checkout-quote'
import styles from '../features/checkout/components/checkout.module.css'
import { CheckoutForm } from '../features/checkout/components/checkout-form'
import { CheckoutGuard } from '../features/checkout/components/checkout-guard'
import { CheckoutSummary } from '../features/checkout/components/checkout-summary'
import type { PlacedOrderState } from '../features/orders/components/order-placed-panel'

function CheckoutContent({ onPlaced }: { onPlaced: (placed: PlacedOrder) => void }) {
  const t = useT()
  const items = useAtomValue(cartItemsAtom)
  // Saved addresses (else the account's name and phone) only prefill the form: checkout works without them.
  const profile = useQuery(accountQueries.profile())
  const [address, setAddress] = useState<ShippingAddressInput | undefined>(undefined)
  const quote = useCheckoutQuote(items, address)
  return (
    <AccountPage title={t('checkout.title')}>
      <div className={styles.layout}>
        <CheckoutForm
          items={items}
          addresses={profile.data?.addresses ?? []}
          contact={profile.data}
          onPlaced={onPlaced}
          quote={quote}
          onAddressChange={setAddress}
        />
        <div className={styles.aside}>
          <SectionCard title={t('checkout.summary')} data-testid="checkout-summary">
            <CheckoutSummary items={items} quote={quote.query} />
          </SectionCard>
        </div>
      </div>
    </AccountPage>
  )
}

/**
 * On success: cart cleared, a toast, and the order's own page, which offers the WhatsApp hand-off as a real link
 * (a chat opened by script after the request would be blocked as a pop-up). The toast mentions WhatsApp only when
 * it is on in settings and the order came back with a chat link.
 */
export function CheckoutPage() {
  const t = useT()
  usePageTitle(t('checkout.title'))
  const navigate = useNavigate()
  const clearCart = useSetAtom(clearCartAtom)
  const { settings } = usePublicSettings()
  const [placed, setPlaced] = useState(false)

  const onPlaced = ({ order, whatsappUrl }: PlacedOrder) => {
    setPlaced(true)
    const handOff = settings.whatsapp.isEnabled && whatsappUrl !== null
    notify.success(t(handOff ? 'checkout.success_whatsapp' : 'checkout.success_no_whatsapp'))
    const state: PlacedOrderState = { justPlaced: true }
    navigate(`/orders/${order._id}`, { replace: true, state })
    clearCart()
  }

  return (
    <CheckoutGuard placed={placed}>
      <CheckoutContent onPlaced={onPlaced} />
    </CheckoutGuard>
  )
}
