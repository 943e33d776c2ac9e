import type { ExchangeRateHistoryEntry, ForeignCurrency } from '@shop/domain'
import { useT } from '@shop/i18n'
import { Button, ErrorPanel, Spinner } from '@shop/ui'
import type { ColumnDef } from '@tanstack/react-table'
import { useMemo, useState } from 'react'
import { DataTable } from '../../../components/data-table'
import { useAdminDates } from '../../../hooks/use-admin-dates'
import { useRateHistory } from '../api/get-rate-history'
import { useRateFormat } from '../hooks/use-rate-format'
import styles from './exchange-rates.module.css'

/** How many entries a history shows first, and how many more each "show more" adds (the API allows 100). */
const STEP = 10
const MAX_LIMIT = 100

/** One currency's entered rates, newest first: when, who, and the rate before → the rate entered. */
export function RateHistory({ code }: { code: ForeignCurrency }) {
  const t = useT()
  const dates = useAdminDates()
  const format = useRateFormat()
  const [limit, setLimit] = useState(STEP)
  const query = useRateHistory(code, limit)
  const title = t('admin.rates_screen.history_title', { currency: code })

  const columns = useMemo<ColumnDef<ExchangeRateHistoryEntry, unknown>[]>(
    () => [
      {
        id: 'when',
        header: t('admin.rates_screen.col_when'),
        cell: ({ row }) => (
          <time dateTime={row.original.createdAt} className={styles.nowrap}>
            {dates.dateTime(row.original.createdAt)}
          </time>
        ),
      },
      {
        id: 'change',
        header: t('admin.rates_screen.col_change'),
        meta: { className: styles.rateColumn },
        cell: ({ row }) => {
          const { previousRate, rate } = row.original
          const before =
            previousRate === null ? t('admin.rates_screen.history_first') : format.rate(previousRate)
          return <span className={styles.number}>{`${before} → ${format.rate(rate)}`}</span>
        },
      },
      {
        id: 'who',
        header: t('admin.rates_screen.col_updated_by'),
        cell: ({ row }) => (
          <span className={styles.editor}>
            {row.original.updatedBy?.name ?? t('admin.rates_screen.unknown_editor')}
          </span>
        ),
      },
    ],
    [t, dates, format],
  )

  return (
    <section
      className={styles.history}
      aria-labelledby={`rate-history-${code}`}
      data-testid={`history-${code}`}
    >
      <h3 id={`rate-history-${code}`} className={styles.subheading}>
        {title}
      </h3>
      {query.isPending ? (
        <Spinner label={t('admin.common.loading')} />
      ) : query.isError ? (
        <ErrorPanel
          title={t('admin.rates_screen.history_error', { currency: code })}
          detail={query.error.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <>
          <DataTable
            data={query.data.history}
            columns={columns}
            getRowId={(entry) => entry._id}
            caption={title}
            emptyText={t('admin.rates_screen.history_empty')}
            className={`${styles.cells} ${styles.historyTable}`}
          />
          {query.data.total > query.data.history.length && (
            <div className={styles.more}>
              <p className={styles.muted}>
                {t('admin.rates_screen.history_shown', {
                  shown: query.data.history.length,
                  total: query.data.total,
                })}
              </p>
              {limit < MAX_LIMIT && (
                <Button
                  variant="secondary"
                  loading={query.isPlaceholderData}
                  onClick={() => setLimit((current) => Math.min(current + STEP, MAX_LIMIT))}
                >
                  {t('admin.rates_screen.history_more')}
                </Button>
              )}
            </div>
          )}
        </>
      )}
    </section>
  )
}
