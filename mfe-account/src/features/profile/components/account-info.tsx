import type { AccountUser } from '@shop/api-client'
import { useT } from '@shop/i18n'
import { useFormatDate } from '@shop/ui'
import styles from './account-info.module.css'

const ROLE_LABELS = {
  admin: 'admin.role.admin',
  user: 'admin.role.user',
  moderator: 'admin.role.moderator',
} as const

/** Read-only: status, membership date and role. */
export function AccountInfo({ user }: { user: AccountUser }) {
  const t = useT()
  const formatDate = useFormatDate()
  return (
    <dl className={styles.list} data-testid="account-info">
      <dt className={styles.term}>{t('profile.status')}</dt>
      <dd className={`${styles.detail} ${styles.active}`}>{t('profile.status_active')}</dd>
      <dt className={styles.term}>{t('profile.member_since')}</dt>
      <dd className={styles.detail}>
        <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
      </dd>
      <dt className={styles.term}>{t('profile.role')}</dt>
      <dd className={styles.detail}>{t(ROLE_LABELS[user.role])}</dd>
    </dl>
  )
}
