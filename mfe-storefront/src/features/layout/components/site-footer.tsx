import { usePublicSettings } from '@shop/api-client'
import { readLocalized } from '@shop/domain'
import { type MessageKey, useT } from '@shop/i18n'
import { languageAtom } from '@shop/state'
import { Container, useSiteName } from '@shop/ui'
import { useAtomValue } from 'jotai'
import { Link } from 'react-router-dom'
import styles from './site-footer.module.css'

const CONTENT_LINKS: readonly { to: string; label: MessageKey }[] = [
  { to: '/hakkimizda', label: 'footer.about' },
  { to: '/iletisim', label: 'footer.contact_page' },
  { to: '/sik-sorulan-sorular', label: 'footer.faq' },
  { to: '/kargo-bilgileri', label: 'footer.shipping' },
  { to: '/iade-politikasi', label: 'footer.returns' },
  { to: '/gizlilik-politikasi', label: 'footer.privacy' },
  { to: '/hizmet-sartlari', label: 'footer.terms' },
]

/** The shop footer (exposed as `./Footer`): description, content-page links, contact details, copyright. */
export default function SiteFooter() {
  const t = useT()
  const language = useAtomValue(languageAtom)
  const { settings } = usePublicSettings()
  const siteName = useSiteName()
  const { email, phone } = settings.contactInfo
  const address = readLocalized(settings.contactInfo.address, language)
  const hours = readLocalized(settings.contactInfo.workingHours, language)
  const { isEnabled, phoneNumber } = settings.whatsapp

  return (
    <footer className={styles.footer}>
      <Container>
        <div className={styles.columns}>
          <div>
            <p className={styles.brand}>{siteName}</p>
            <p>{readLocalized(settings.siteDescription, language)}</p>
          </div>
          <nav aria-labelledby="footer-corporate">
            <h2 id="footer-corporate" className={styles.heading}>
              {t('footer.corporate')}
            </h2>
            <ul className={styles.list}>
              {CONTENT_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{t(link.label)}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2 className={styles.heading}>{t('footer.contact')}</h2>
            <ul className={styles.list}>
              {email && (
                <li>
                  <a href={`mailto:${email}`}>{email}</a>
                </li>
              )}
              {phone && (
                <li>
                  <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>
                </li>
              )}
              {address && <li>{address}</li>}
              {hours && <li>{hours}</li>}
              {isEnabled && phoneNumber && (
                <li>
                  <a
                    href={`https://wa.me/${phoneNumber.replace(/\D/g, '')}`}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {t('footer.whatsapp')}
                  </a>
                </li>
              )}
            </ul>
          </div>
        </div>
        <p className={styles.copyright}>
          {t('footer.copyright', { year: new Date().getFullYear(), siteName })}
        </p>
      </Container>
    </footer>
  )
}
