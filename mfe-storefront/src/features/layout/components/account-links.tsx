import { useT } from '@shop/i18n'
import { Link } from 'react-router-dom'
import styles from './site-header.module.css'

type AccountLinksProps =
  | { loggedIn: false; className?: string }
  | { loggedIn: true; isStaff: boolean; onLogout: () => void; loggingOut: boolean; className?: string }

/** The account links of the user menu and the mobile menu. */
export function AccountLinks(props: AccountLinksProps) {
  const t = useT()
  const className = [styles.accountLinks, props.className].filter(Boolean).join(' ')
  if (!props.loggedIn) {
    return (
      <ul className={className}>
        <li>
          <Link to="/login">{t('nav.login')}</Link>
        </li>
        <li>
          <Link to="/register">{t('nav.register')}</Link>
        </li>
      </ul>
    )
  }
  return (
    <ul className={className}>
      <li>
        <Link to="/profile">{t('nav.profile')}</Link>
      </li>
      <li>
        <Link to="/orders">{t('nav.orders')}</Link>
      </li>
      <li>
        <Link to="/wishlist">{t('nav.wishlist')}</Link>
      </li>
      {props.isStaff && (
        <li>
          <Link to="/admin">{t('nav.admin')}</Link>
        </li>
      )}
      <li>
        <button
          type="button"
          className={styles.linkButton}
          onClick={props.onLogout}
          disabled={props.loggingOut}
        >
          {t('nav.logout')}
        </button>
      </li>
    </ul>
  )
}
