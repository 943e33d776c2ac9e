import { useT } from '@shop/i18n'
import { useWhatsapp } from '@shop/ui'
import styles from './product-detail.module.css'

/** A card opening a WhatsApp chat about this product, shown only when WhatsApp is enabled. */
export function WhatsappEnquiry({ name, sku }: { name: string; sku: string }) {
  const t = useT()
  const whatsapp = useWhatsapp()
  if (!whatsapp) return null
  return (
    <aside className={styles.whatsapp} aria-labelledby="whatsapp-enquiry">
      <h2 id="whatsapp-enquiry" className={styles.whatsappTitle}>
        {t('product_detail.whatsapp_title')}
      </h2>
      <p>{t('product_detail.whatsapp_text')}</p>
      <a
        className={styles.whatsappLink}
        href={whatsapp.chatUrl(t('product_detail.whatsapp_message', { name, sku }))}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('product_detail.whatsapp_button')}
      </a>
    </aside>
  )
}
