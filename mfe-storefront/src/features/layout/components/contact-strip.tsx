import { usePublicSettings } from '@shop/api-client'
import { useT } from '@shop/i18n'
import { Container, useWhatsapp } from '@shop/ui'
import { PreferenceSwitchers } from './preference-switchers'
import styles from './site-header.module.css'

/** The thin strip over the header: phone, e-mail, WhatsApp link, language and currency. */
export function ContactStrip() {
  const t = useT()
  const { settings } = usePublicSettings()
  const whatsapp = useWhatsapp()
  const { phone, email } = settings.contactInfo
  return (
    <div className={styles.strip}>
      <Container className={styles.stripInner}>
        <ul className={styles.contacts} aria-label={t('header.contact_strip')}>
          {phone && (
            <li>
              <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>
            </li>
          )}
          {email && (
            <li className={styles.hideOnPhone}>
              <a href={`mailto:${email}`}>{email}</a>
            </li>
          )}
          {whatsapp && (
            <li>
              <a href={whatsapp.chatUrl()} target="_blank" rel="noopener noreferrer">
                {t('header.whatsapp')}
              </a>
            </li>
          )}
        </ul>
        <PreferenceSwitchers />
      </Container>
    </div>
  )
}
