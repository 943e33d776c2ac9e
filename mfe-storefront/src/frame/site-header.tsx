import { usePublicSettings } from '@shop/api-client'
import { resolveMediaUrl } from '@shop/domain'
import { useT } from '@shop/i18n'
import { cartTotalsAtom } from '@shop/state'
import { Container, useSiteName } from '@shop/ui'
import { useAtomValue } from 'jotai'
import { Link } from 'react-router-dom'
import { AccountLinks } from './account-links'
import { PreferenceSwitchers } from './preference-switchers'
import { SearchBox } from './search-box'
import styles from './site-header.module.css'

/** The shop header (exposed as `./Header`): contact strip, switchers, brand, search, cart and account links. */
export default function SiteHeader() {
  const t = useT()
  const { settings } = usePublicSettings()
  const siteName = useSiteName()
  const { itemCount } = useAtomValue(cartTotalsAtom)
  const { phone, email } = settings.contactInfo
  const logo = resolveMediaUrl(settings.headerLogoUrl || settings.logoUrl)

  return (
    <header className={styles.header}>
      <div className={styles.strip}>
        <Container className={styles.stripInner}>
          <ul className={styles.actions} aria-label={t('header.contact_strip')}>
            {phone && (
              <li>
                <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>
              </li>
            )}
            {email && (
              <li>
                <a href={`mailto:${email}`}>{email}</a>
              </li>
            )}
          </ul>
          <PreferenceSwitchers />
        </Container>
      </div>
      <Container className={styles.main}>
        <Link to="/" className={styles.brand}>
          {logo ? <img className={styles.logo} src={logo} alt={siteName} /> : siteName}
        </Link>
        <SearchBox />
        <nav aria-label={t('header.account_menu')}>
          <ul className={styles.actions}>
            <li>
              <Link
                to="/cart"
                className={styles.cart}
                aria-label={t('nav.cart_with_count', { count: itemCount })}
              >
                {t('nav.cart')}
                <span className={styles.badge} aria-hidden="true">
                  {itemCount}
                </span>
              </Link>
            </li>
            <AccountLinks />
          </ul>
        </nav>
      </Container>
    </header>
  )
}
