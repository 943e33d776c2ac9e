import type { AuditLogListEntry } from '@shop/domain'
import { useT } from '@shop/i18n'
import type { ColumnDef } from '@tanstack/react-table'
import { useMemo } from 'react'
import { AuditChanges } from '../../../components/audit-changes'
import { useAdminDates } from '../../../hooks/use-admin-dates'
import { actionWordKeys } from '../../../lib/audit-action-words'
import styles from '../components/audit-log.module.css'
import { AuditRecord } from '../components/audit-record'

/** The audit table's columns: when, who, what in words, which record (by its name), and the changes. */
export function useAuditColumns() {
  const t = useT()
  const dates = useAdminDates()
  return useMemo<ColumnDef<AuditLogListEntry, unknown>[]>(
    () => [
      {
        id: 'date',
        header: t('admin.audit_screen.col_date'),
        meta: { className: styles.nowrap },
        cell: ({ row }) => (
          <time dateTime={row.original.createdAt}>{dates.dateTime(row.original.createdAt)}</time>
        ),
      },
      {
        id: 'actor',
        header: t('admin.audit_screen.col_actor'),
        meta: { className: styles.actorColumn },
        cell: ({ row }) => {
          const actor = row.original.actor
          if (!actor) return <span className={styles.muted}>{t('admin.audit_screen.actor_system')}</span>
          if (actor.deleted)
            return <span className={styles.muted}>{t('admin.audit_screen.actor_deleted')}</span>
          return actor.name
        },
      },
      {
        id: 'action',
        header: t('admin.audit_screen.col_action'),
        meta: { className: styles.actionColumn },
        cell: ({ row }) => {
          const keys = actionWordKeys(row.original.action)
          if (!keys) return <code className={styles.code}>{row.original.action}</code>
          return (
            <span title={row.original.action}>
              {t('admin.audit_screen.action_words', { entity: t(keys.entity), verb: t(keys.verb) })}
            </span>
          )
        },
      },
      {
        id: 'record',
        header: t('admin.audit_screen.col_record'),
        meta: { className: styles.recordColumn },
        cell: ({ row }) => <AuditRecord entry={row.original} />,
      },
      {
        id: 'changes',
        header: t('admin.audit_screen.col_changes'),
        meta: { className: styles.changesColumn },
        cell: ({ row }) => <AuditChanges entity={row.original.entity} details={row.original.details} />,
      },
    ],
    [t, dates],
  )
}
