import { type AuditLogListEntry, isSettingsGroup } from '@shop/domain'
import { useT } from '@shop/i18n'
import { shortId } from '../../../lib/audit-change-lines'
import { SETTINGS_GROUP_WORDS } from '../../../lib/settings-group-words'
import styles from './audit-log.module.css'

/**
 * Which record an entry is about, by its name as it reads now; the full id stays in the title for copying. A record
 * that is gone (a deleted user too) shows its short id, marked deleted.
 */
export function AuditRecord({ entry }: { entry: AuditLogListEntry }) {
  const t = useT()
  const id = entry.entityId
  if (!id) return <span className={styles.muted}>{t('admin.audit_screen.no_record')}</span>
  if (entry.record) {
    const { label } = entry.record
    // A settings row's record is its group's key: said with the settings screen's words for it.
    const words =
      entry.entity === 'settings' && isSettingsGroup(label) ? t(SETTINGS_GROUP_WORDS[label]) : label
    return (
      <span className={styles.recordLabel} title={id}>
        {words}
      </span>
    )
  }
  return (
    <span title={id}>
      <code className={styles.code}>{shortId(id)}</code>{' '}
      <span className={styles.muted}>{t('admin.audit_screen.record_deleted')}</span>
    </span>
  )
}
