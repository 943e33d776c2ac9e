import { type DisplayCurrency, formatPrice, useT } from '@shop/i18n'
import { type CartItem, languageAtom } from '@shop/state'
import { useWhatsapp } from '@shop/ui'
import { useAtomValue } from 'jotai'
import { cartOrderMessage } from '../lib/order-message'
import styles from './cart.module.css'

/** Opens a WhatsApp chat with the cart written out; only when WhatsApp is enabled. */
export function WhatsappOrderLink({
  items,
  subtotal,
  display,
}: {
  items: readonly CartItem[]
  subtotal: number
  display: DisplayCurrency
}) {
  const t = useT()
  const language = useAtomValue(languageAtom)
  const whatsapp = useWhatsapp()
  if (!whatsapp) return null
  const message = cartOrderMessage(
    items,
    subtotal,
    language,
    {
      greeting: t('cart.whatsapp_greeting'),
      line: (values) => t('cart.whatsapp_line', values),
      subtotal: (amount) => t('cart.whatsapp_subtotal', { amount }),
    },
    (lira) => formatPrice(lira, display) ?? t('price.unavailable'),
  )
  return (
    <a
      className={styles.whatsappOrder}
      href={whatsapp.chatUrl(message)}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="whatsapp-order"
    >
      {t('cart.whatsapp_order')}
    </a>
  )
}
