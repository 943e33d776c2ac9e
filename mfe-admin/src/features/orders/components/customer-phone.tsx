import { toWhatsappNumber, whatsappUrl } from '@shop/domain'
import { useT } from '@shop/i18n'
import styles from './order-detail.module.css'

interface CustomerPhoneProps {
  phone: string
  fullName: string
  orderNumber: string
}

/**
 * The delivery phone of an order as a way to reach the customer: a call (on a phone, one tap) and a WhatsApp chat
 * opened with the order named, for the shopper who placed the order but never sent its message.
 */
export function CustomerPhone({ phone, fullName, orderNumber }: CustomerPhoneProps) {
  const t = useT()
  const number = toWhatsappNumber(phone)
  if (!number) return <span>{phone}</span>
  const chat = whatsappUrl(phone, t('admin.orders.customer_chat_text', { name: fullName, orderNumber }))
  return (
    <span className={styles.phone}>
      <a href={`tel:+${number}`} aria-label={t('admin.orders.call_customer', { phone })}>
        {phone}
      </a>
      {chat && (
        <a href={chat} target="_blank" rel="noopener noreferrer">
          {t('admin.orders.customer_chat')}
        </a>
      )}
    </span>
  )
}
