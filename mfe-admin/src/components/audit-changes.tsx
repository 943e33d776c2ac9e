import type { AuditEntityName, AuditValue } from '@shop/domain'
import { useT } from '@shop/i18n'
import { useAuditWords } from '../hooks/use-audit-words'
import { changeLines, type ShownValue } from '../lib/audit-change-lines'
import { namesCategory } from '../lib/audit-field-words'
import styles from './audit-changes.module.css'

function Value({ value }: { value: ShownValue }) {
  const t = useT()
  if (value.empty) return <span className={styles.muted}>{t('admin.audit_screen.empty_value')}</span>
  return (
    <span className={styles.value} title={value.full}>
      {value.text}
    </span>
  )
}

/**
 * An entry's changed fields as "Field: before → after" lines in the admin's language (labels and values in words,
 * unknown fields by their raw name); a note of the entry shows only its value.
 */
export function AuditChanges({
  entity,
  details,
}: {
  entity: AuditEntityName
  details: { [key: string]: AuditValue }
}) {
  const t = useT()
  const changes = changeLines(details)
  const words = useAuditWords(
    entity,
    changes.some((line) => namesCategory(entity, line.field)),
  )
  const lines = words(changes)
  if (lines.length === 0) return <span className={styles.muted}>{t('admin.audit_screen.no_changes')}</span>
  return (
    <ul className={styles.changes}>
      {lines.map((line) => (
        <li key={line.key}>
          <span className={styles.field}>{line.label}:</span>{' '}
          {line.before && (
            <>
              <Value value={line.before} /> →{' '}
            </>
          )}
          <Value value={line.after} />
        </li>
      ))}
    </ul>
  )
}
