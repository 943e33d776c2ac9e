import { useT } from '@shop/i18n'
import styles from './checkout.module.css'

/** WhatsApp is the only way to pay: shown as the chosen method, not as a choice. */
export function PaymentMethod() {
  const t = useT()
  return (
    <div className={styles.payment} data-testid="payment-method">
      <span className={styles.paymentMark} aria-hidden="true">
        W
      </span>
      <div>
        <p className={styles.paymentTitle}>{t('checkout.payment_whatsapp')}</p>
        <p className={styles.note}>{t('checkout.payment_whatsapp_note')}</p>
      </div>
    </div>
  )
}
