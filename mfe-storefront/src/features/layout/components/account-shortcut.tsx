import { useT } from '@shop/i18n'
import { userAtom } from '@shop/state'
import { useAtomValue } from 'jotai'
import { Link } from 'react-router-dom'
import styles from './site-header.module.css'

/**
 * The phone header's way to the account in one tap (the user menu is for wide screens): a visitor goes to login
 * (which links to register), a signed-in shopper to the profile. Icon-only, named by its label.
 */
export function AccountShortcut() {
  const t = useT()
  const user = useAtomValue(userAtom)
  const label = user ? t('header.user_menu') : t('nav.login')
  return (
    <Link
      to={user ? '/profile' : '/login'}
      className={styles.accountShortcut}
      aria-label={label}
      title={label}
      data-testid="account-shortcut"
    >
      <svg className={styles.accountIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <path
          d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </Link>
  )
}
