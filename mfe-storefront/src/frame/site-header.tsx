import { useT } from '@shop/i18n'
import { Container } from '@shop/ui'
import { CategoryLinks } from '../features/categories/components/category-links'
import { CategoryMenu } from '../features/categories/components/category-menu'
import { AccountShortcut } from '../features/layout/components/account-shortcut'
import { BrandLink } from '../features/layout/components/brand-link'
import { CartLink } from '../features/layout/components/cart-link'
import { ContactStrip } from '../features/layout/components/contact-strip'
import { MainNavLinks } from '../features/layout/components/main-nav-links'
import { MobileAccountLinks } from '../features/layout/components/mobile-account-links'
import { MobileMenu } from '../features/layout/components/mobile-menu'
import menuStyles from '../features/layout/components/mobile-menu.module.css'
import { SearchBox } from '../features/layout/components/search-box'
import styles from '../features/layout/components/site-header.module.css'
import { UserMenu } from '../features/layout/components/user-menu'

/**
 * The shop header (exposed as `./Header`): contact strip with switchers, brand, search, cart, user menu, the
 * category dropdown and main sections; on narrow screens the navigation moves into the menu panel and an account
 * shortcut stands in for the user menu.
 */
export default function SiteHeader() {
  const t = useT()
  return (
    <header className={styles.header}>
      <ContactStrip />
      <Container className={styles.main}>
        <MobileMenu>
          <nav aria-label={t('nav.main')} className={menuStyles.mobileNav}>
            <MainNavLinks className={menuStyles.mobileLinks} />
            <h3 className={menuStyles.mobileHeading}>{t('header.categories')}</h3>
            <CategoryLinks />
            <h3 className={menuStyles.mobileHeading}>{t('header.user_menu')}</h3>
            <MobileAccountLinks />
          </nav>
        </MobileMenu>
        <BrandLink />
        <SearchBox />
        <div className={styles.actions}>
          <CartLink />
          <AccountShortcut />
          <div className={styles.desktopOnly}>
            <UserMenu />
          </div>
        </div>
      </Container>
      <nav aria-label={t('nav.main')} className={styles.navRow}>
        <Container className={styles.navInner}>
          <CategoryMenu />
          <MainNavLinks />
        </Container>
      </nav>
    </header>
  )
}
