import { useT } from '@shop/i18n'
import { isStaffAtom, userAtom } from '@shop/state'
import { useDisclosure } from '@shop/ui'
import { useAtomValue } from 'jotai'
import { useId } from 'react'
import { useLogout } from '../hooks/use-logout'
import { AccountLinks } from './account-links'
import styles from './site-header.module.css'

/** Logged in: a menu with profile, orders, wishlist, admin (admins and moderators) and logout. Otherwise login/register. */
export function UserMenu() {
  const t = useT()
  const user = useAtomValue(userAtom)
  const isStaff = useAtomValue(isStaffAtom)
  const { logout, pending } = useLogout()
  const panelId = useId()
  const { open, toggle, containerRef, triggerRef } = useDisclosure()

  if (!user) return <AccountLinks loggedIn={false} className={styles.inlineLinks} />
  return (
    <div className={styles.userMenu} ref={containerRef}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.userTrigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        data-testid="user-menu"
      >
        {t('header.user_menu')}
        <span aria-hidden="true">▾</span>
      </button>
      <div id={panelId} className={styles.userPanel} hidden={!open}>
        <p className={styles.greeting}>{t('header.greeting', { name: user.name })}</p>
        <AccountLinks loggedIn isStaff={isStaff} onLogout={logout} loggingOut={pending} />
      </div>
    </div>
  )
}
