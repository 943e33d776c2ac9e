import { useT } from '@shop/i18n'
import { cartTotalsAtom, isAuthenticatedAtom } from '@shop/state'
import { Container, useSiteName } from '@shop/ui'
import { useAtomValue } from 'jotai'
import { Link } from 'react-router-dom'
import styles from './fallback-bar.module.css'

/** The shell's own minimal header, used when the storefront's header cannot load. */
export function FallbackHeader() {
  const t = useT()
  const siteName = useSiteName()
  const { itemCount } = useAtomValue(cartTotalsAtom)
  const authenticated = useAtomValue(isAuthenticatedAtom)
  return (
    <header className={styles.header} data-testid="fallback-header">
      <Container className={styles.inner}>
        <Link to="/" className={styles.brand}>
          {siteName}
        </Link>
        <nav aria-label={t('nav.main')}>
          <ul className={styles.links}>
            <li>
              <Link to="/">{t('nav.home')}</Link>
            </li>
            <li>
              <Link to="/cart">{t('nav.cart_with_count', { count: itemCount })}</Link>
            </li>
            <li>
              {authenticated ? (
                <Link to="/profile">{t('nav.profile')}</Link>
              ) : (
                <Link to="/login">{t('nav.login')}</Link>
              )}
            </li>
          </ul>
        </nav>
      </Container>
    </header>
  )
}
