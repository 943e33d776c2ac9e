import { useT } from '@shop/i18n'
import { isAdminAtom, signOutAtom, userAtom } from '@shop/state'
import { notify } from '@shop/ui'
import { useAtomValue, useSetAtom } from 'jotai'
import { Link, useNavigate } from 'react-router-dom'
import styles from './site-header.module.css'

/** Logged in: profile, orders, wishlist, admin (role admin only), logout. Otherwise: login and register. */
export function AccountLinks() {
  const t = useT()
  const user = useAtomValue(userAtom)
  const isAdmin = useAtomValue(isAdminAtom)
  const signOut = useSetAtom(signOutAtom)
  const navigate = useNavigate()

  if (!user) {
    return (
      <>
        <li>
          <Link to="/login">{t('nav.login')}</Link>
        </li>
        <li>
          <Link to="/register">{t('nav.register')}</Link>
        </li>
      </>
    )
  }
  const logout = () => {
    signOut()
    notify.success(t('auth.logout_success'))
    navigate('/')
  }
  return (
    <>
      <li>
        <Link to="/profile">{t('nav.profile')}</Link>
      </li>
      <li>
        <Link to="/orders">{t('nav.orders')}</Link>
      </li>
      <li>
        <Link to="/wishlist">{t('nav.wishlist')}</Link>
      </li>
      {isAdmin && (
        <li>
          <Link to="/admin">{t('nav.admin')}</Link>
        </li>
      )}
      <li>
        <button type="button" className={styles.linkButton} onClick={logout}>
          {t('nav.logout')}
        </button>
      </li>
    </>
  )
}
