import { usePublicSettings } from '@shop/api-client'
import { readLocalized } from '@shop/domain'
import { useT } from '@shop/i18n'
import { languageAtom } from '@shop/state'
import { useWhatsapp } from '@shop/ui'
import { useAtomValue } from 'jotai'
import styles from './content.module.css'

/** The contact page's extras from settings: e-mail, phone, address and a WhatsApp card. */
export function ContactDetails() {
  const t = useT()
  const language = useAtomValue(languageAtom)
  const { settings } = usePublicSettings()
  const whatsapp = useWhatsapp()
  const { email, phone } = settings.contactInfo
  const address = readLocalized(settings.contactInfo.address, language)
  return (
    <section className={styles.contact} aria-labelledby="contact-details" data-testid="contact-details">
      <h2 id="contact-details" className={styles.contactTitle}>
        {t('content.contact_title')}
      </h2>
      <dl className={styles.contactList}>
        {email && (
          <div>
            <dt>{t('content.contact_email')}</dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
          </div>
        )}
        {phone && (
          <div>
            <dt>{t('content.contact_phone')}</dt>
            <dd>
              <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>
            </dd>
          </div>
        )}
        {address && (
          <div>
            <dt>{t('content.contact_address')}</dt>
            <dd>{address}</dd>
          </div>
        )}
      </dl>
      {whatsapp && (
        <div className={styles.whatsapp}>
          <h3 className={styles.whatsappTitle}>{t('content.whatsapp_title')}</h3>
          <p>{t('content.whatsapp_text')}</p>
          <a
            href={whatsapp.chatUrl()}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.whatsappLink}
          >
            {t('content.whatsapp_button')}
          </a>
        </div>
      )}
    </section>
  )
}
