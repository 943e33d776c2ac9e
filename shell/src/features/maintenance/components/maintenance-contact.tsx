import { usePublicSettings } from '@shop/api-client'
import { useT } from '@shop/i18n'
import { useWhatsapp } from '@shop/ui'
import styles from './maintenance.module.css'

/** The shop's e-mail, phone and WhatsApp from settings, each only when set; nothing when none is. */
export function MaintenanceContact() {
  const t = useT()
  const { settings } = usePublicSettings()
  const whatsapp = useWhatsapp()
  const { email, phone } = settings.contactInfo
  if (!email && !phone && !whatsapp) return null
  return (
    <section className={styles.contact} aria-labelledby="maintenance-contact">
      <h2 id="maintenance-contact" className={styles.contactTitle}>
        {t('maintenance.contact_title')}
      </h2>
      <p className={styles.contactIntro}>{t('maintenance.contact_intro')}</p>
      <ul className={styles.contactList}>
        {email && (
          <li>
            <a className={styles.contactLink} href={`mailto:${email}`}>
              {email}
            </a>
          </li>
        )}
        {phone && (
          <li>
            <a className={styles.contactLink} href={`tel:${phone.replace(/\s/g, '')}`}>
              {phone}
            </a>
          </li>
        )}
        {whatsapp && (
          <li>
            <a
              className={`${styles.contactLink} ${styles.whatsapp}`}
              href={whatsapp.chatUrl()}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('maintenance.whatsapp')}
            </a>
          </li>
        )}
      </ul>
    </section>
  )
}
