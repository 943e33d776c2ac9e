import { accountQueries, type PlacedOrder } from '@shop/api-client'
import { useT } from '@shop/i18n'
import { cartItemsAtom, clearCartAtom } from '@shop/state'
import { notify, usePageTitle } from '@shop/ui'
import { useQuery } from '@tanstack/react-query'
import { useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { AccountPage } from '../components/account-page'
import { SectionCard } from '../components/section-card'
import styles from '../features/checkout/components/checkout.module.css'
import { CheckoutForm } from '../features/checkout/components/checkout-form'
import { CheckoutGuard } from '../features/checkout/components/checkout-guard'
import { CheckoutSummary } from '../features/checkout/components/checkout-summary'

/** How long the success toast shows before the WhatsApp chat opens (storefront.md §4). */
export const WHATSAPP_DELAY_MS = 1000

function CheckoutContent({ onPlaced }: { onPlaced: (placed: PlacedOrder) => void }) {
  const t = useT()
  const items = useAtomValue(cartItemsAtom)
  // Saved addresses only prefill the form: checkout works without them (and while they load).
  const profile = useQuery(accountQueries.profile())
  return (
    <AccountPage title={t('checkout.title')}>
      <div className={styles.layout}>
        <CheckoutForm items={items} addresses={profile.data?.addresses ?? []} onPlaced={onPlaced} />
        <div className={styles.aside}>
          <SectionCard title={t('checkout.summary')} data-testid="checkout-summary">
            <CheckoutSummary items={items} />
          </SectionCard>
        </div>
      </div>
    </AccountPage>
  )
}

/** On success: cart cleared, toast, WhatsApp opened after a second, and the order's own page. */
export function CheckoutPage() {
  const t = useT()
  usePageTitle(t('checkout.title'))
  const navigate = useNavigate()
  const clearCart = useSetAtom(clearCartAtom)
  const [placed, setPlaced] = useState(false)

  const onPlaced = ({ order, whatsappUrl }: PlacedOrder) => {
    setPlaced(true)
    notify.success(t('checkout.success'))
    if (whatsappUrl)
      window.setTimeout(() => window.open(whatsappUrl, '_blank', 'noopener'), WHATSAPP_DELAY_MS)
    navigate(`/orders/${order._id}`, { replace: true })
    clearCart()
  }

  return (
    <CheckoutGuard placed={placed}>
      <CheckoutContent onPlaced={onPlaced} />
    </CheckoutGuard>
  )
}
