import { useT } from '@shop/i18n'
import { userAtom } from '@shop/state'
import { ButtonLink, VisuallyHidden } from '@shop/ui'
import { useAtomValue } from 'jotai'
import type { Ref } from 'react'
import { Badge } from '../../../components/badge'
import styles from './admin-layout.module.css'

interface AdminTopBarProps {
  menuOpen: boolean
  menuId: string
  onMenuToggle: () => void
  menuButtonRef: Ref<HTMLButtonElement>
}

/** The menu button (narrow screens), the signed-in user's name, e-mail and role, and a way back to the shop. */
export function AdminTopBar({ menuOpen, menuId, onMenuToggle, menuButtonRef }: AdminTopBarProps) {
  const t = useT()
  const user = useAtomValue(userAtom)
  return (
    <header className={styles.topbar}>
      <button
        ref={menuButtonRef}
        type="button"
        className={styles.menuButton}
        aria-expanded={menuOpen}
        aria-controls={menuId}
        onClick={onMenuToggle}
      >
        <span className={styles.menuIcon} aria-hidden="true" />
        {t('admin.common.menu')}
      </button>
      {user && (
        <section className={styles.user} aria-label={t('admin.signed_in_user')} data-testid="admin-user">
          <span className={styles.userName}>{user.name}</span>
          <span className={styles.email}>{user.email}</span>
          <Badge tone={user.role === 'admin' ? 'warning' : 'info'}>
            <VisuallyHidden>{`${t('admin.role_label')}: `}</VisuallyHidden>
            {t(`admin.role.${user.role}`)}
          </Badge>
        </section>
      )}
      <ButtonLink to="/" variant="secondary" size="small" className={styles.siteLink}>
        {t('admin.go_to_site')}
      </ButtonLink>
    </header>
  )
}
