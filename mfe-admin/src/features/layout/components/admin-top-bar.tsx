import { useT } from '@shop/i18n'
import { userAtom } from '@shop/state'
import { ButtonLink } from '@shop/ui'
import { useAtomValue } from 'jotai'
import styles from './admin-layout.module.css'

/** The signed-in user's name, e-mail and role, and a way back to the shop. */
export function AdminTopBar() {
  const t = useT()
  const user = useAtomValue(userAtom)
  return (
    <div className={styles.topbar}>
      {user ? (
        <p className={styles.user} data-testid="admin-user">
          <span className={styles.userName}>{user.name}</span>
          <span className={styles.muted}>{user.email}</span>
          <span className={styles.role}>{t(`admin.role.${user.role}`)}</span>
        </p>
      ) : (
        <span />
      )}
      <ButtonLink to="/" variant="secondary" size="small">
        {t('admin.go_to_site')}
      </ButtonLink>
    </div>
  )
}
