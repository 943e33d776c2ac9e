import { usePublicSettings } from '@shop/api-client'
import { readLocalized, resolveMediaUrl } from '@shop/domain'
import { type MessageKey, useT } from '@shop/i18n'
import { languageAtom } from '@shop/state'
import { Container, useSiteName, useWhatsapp } from '@shop/ui'
import { useAtomValue } from 'jotai'
import { Link } from 'react-router-dom'
import styles from './site-footer.module.css'
import { SocialLinks } from './social-links'

const CONTENT_LINKS: readonly { to: string; label: MessageKey }[] = [
  { to: '/hakkimizda', label: 'footer.about' },
  { to: '/iletisim', label: 'footer.contact_page' },
  { to: '/sik-sorulan-sorular', label: 'footer.faq' },
  { to: '/kargo-bilgileri', label: 'footer.shipping' },
  { to: '/iade-politikasi', label: 'footer.returns' },
  { to: '/gizlilik-politikasi', label: 'footer.privacy' },
  { to: '/hizmet-sartlari', label: 'footer.terms' },
]

const SHOP_LINKS: readonly { to: string; label: MessageKey }[] = [
  { to: '/products', label: 'nav.products' },
  { to: '/categories', label: 'nav.categories' },
  { to: '/cart', label: 'nav.cart' },
]

/** The shop footer (exposed as `./Footer`): brand, links, social links, contact details, WhatsApp, copyright. */
export default function SiteFooter() {
  const t = useT()
  const language = useAtomValue(languageAtom)
  const { settings } = usePublicSettings()
  const siteName = useSiteName()
  const whatsapp = useWhatsapp()
  const { email, phone } = settings.contactInfo
  const address = readLocalized(settings.contactInfo.address, language)
  const hours = readLocalized(settings.contactInfo.workingHours, language)
  const logo = resolveMediaUrl(settings.footerLogoUrl || settings.logoUrl)

  return (
    <footer className={styles.footer}>
      <Container>
        <div className={styles.columns}>
          <div className={styles.about}>
            {logo ? (
              // The drawn height (CSS caps it there) from the first paint; the width is a square guess until the file loads.
              <img className={styles.logo} src={logo} alt={siteName} width={48} height={48} />
            ) : (
              <p className={styles.brand}>{siteName}</p>
            )}
            <p>{readLocalized(settings.siteDescription, language)}</p>
            <SocialLinks />
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
          <nav aria-labelledby="footer-shop">
            <h2 id="footer-shop" className={styles.heading}>
              {t('footer.shop')}
            </h2>
            <ul className={styles.list}>
              {SHOP_LINKS.map((link) => (
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
              {hours && (
                <li>
                  <span className={styles.label}>{t('footer.working_hours')}</span> {hours}
                </li>
              )}
            </ul>
            {whatsapp && (
              <a
                className={styles.whatsapp}
                href={whatsapp.chatUrl()}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('footer.whatsapp')}
              </a>
            )}
          </div>
        </div>
        <p className={styles.copyright}>
          {t('footer.copyright', { year: new Date().getFullYear(), siteName })}
        </p>
      </Container>
    </footer>
  )
}
