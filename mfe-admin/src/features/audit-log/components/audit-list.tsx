import { useT } from '@shop/i18n'
import { Pagination, Stack } from '@shop/ui'
import { useId } from 'react'
import { DataTable } from '../../../components/data-table'
import { QueryState } from '../../../components/query-state'
import { useAuditLog } from '../api/list-audit-log'
import { useAuditColumns } from '../hooks/use-audit-columns'
import type { AuditListParams } from '../lib/list-params'
import styles from './audit-log.module.css'

interface AuditListProps {
  params: AuditListParams
  hrefFor: (page: number) => string
}

/** One page of audit entries titled with the total, and the page links; a failure shows inline with a retry. */
export function AuditList({ params, hrefFor }: AuditListProps) {
  const t = useT()
  const titleId = useId()
  const query = useAuditLog(params)
  const columns = useAuditColumns()
  return (
    <QueryState query={query} errorTitle={t('admin.audit_screen.list_error')}>
      {({ data, pagination }) => {
        const total = pagination?.total ?? data.entries.length
        return (
          <section aria-labelledby={titleId}>
            <Stack gap={4}>
              <h2 id={titleId} className={styles.listTitle}>
                {t('admin.audit_screen.list_title', { count: total })}
              </h2>
              <DataTable
                data={data.entries}
                columns={columns}
                getRowId={(entry) => entry._id}
                caption={t('admin.audit_screen.table_caption', { count: total })}
                emptyText={t('admin.audit_screen.empty')}
                className={styles.table}
              />
              {pagination && <Pagination page={pagination.page} pages={pagination.pages} hrefFor={hrefFor} />}
            </Stack>
          </section>
        )
      }}
    </QueryState>
  )
}
