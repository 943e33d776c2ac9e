import type { AuditLogEntry } from '@shop/domain'
import { useT } from '@shop/i18n'
import { Button, ErrorPanel, Spinner } from '@shop/ui'
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import { useAdminDates } from '../hooks/use-admin-dates'
import { actionWordKeys } from '../lib/audit-action-words'
import { AuditChanges } from './audit-changes'
import styles from './entity-history.module.css'

type HistoryPages = InfiniteData<{ data: { entries: AuditLogEntry[] } }>

function Actor({ actor }: { actor: AuditLogEntry['actor'] }) {
  const t = useT()
  if (!actor) return <span className={styles.muted}>{t('admin.audit_screen.actor_system')}</span>
  if (actor.deleted) return <span className={styles.muted}>{t('admin.audit_screen.actor_deleted')}</span>
  return <strong>{actor.name}</strong>
}

function Entry({ entry }: { entry: AuditLogEntry }) {
  const t = useT()
  const dates = useAdminDates()
  const words = actionWordKeys(entry.action)
  return (
    <li className={styles.entry}>
      <p className={styles.head}>
        <Actor actor={entry.actor} />
        <time dateTime={entry.createdAt} className={styles.muted}>
          {dates.dateTime(entry.createdAt)}
        </time>
        <span className={styles.action}>
          {words
            ? t('admin.audit_screen.action_words', { entity: t(words.entity), verb: t(words.verb) })
            : entry.action}
        </span>
      </p>
      <AuditChanges entity={entry.entity} details={entry.details} />
    </li>
  )
}

/**
 * A record's history (its audit rows, newest first) as a compact list: who, when, what in words and each changed
 * field before → after, rendered as the audit log screen renders them; older changes load on demand.
 */
export function EntityHistory({ query }: { query: UseInfiniteQueryResult<HistoryPages> }) {
  const t = useT()
  if (query.isPending) return <Spinner label={t('admin.common.loading')} />
  if (query.isError) {
    return (
      <ErrorPanel
        title={t('admin.history.load_error')}
        detail={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    )
  }
  const entries = query.data.pages.flatMap((page) => page.data.entries)
  if (entries.length === 0) return <p className={styles.muted}>{t('admin.history.empty')}</p>
  return (
    <div className={styles.history}>
      <ol className={styles.list}>
        {entries.map((entry) => (
          <Entry key={entry._id} entry={entry} />
        ))}
      </ol>
      {query.hasNextPage && (
        <Button
          variant="secondary"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
        >
          {t('admin.history.more')}
        </Button>
      )}
    </div>
  )
}
