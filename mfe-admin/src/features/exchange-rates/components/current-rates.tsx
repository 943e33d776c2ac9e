import { type AdminExchangeRate, isForeignCurrency } from '@shop/domain'
import { useT } from '@shop/i18n'
import { Button } from '@shop/ui'
import type { ColumnDef } from '@tanstack/react-table'
import { useMemo } from 'react'
import { Badge } from '../../../components/badge'
import { DataTable } from '../../../components/data-table'
import { useAdminDates } from '../../../hooks/use-admin-dates'
import { notifyFailure } from '../../../lib/notify-failure'
import { useToggleRate } from '../api/toggle-rate'
import { useRateFormat } from '../hooks/use-rate-format'
import styles from './exchange-rates.module.css'

/** Every stored rate, inactive ones included: the rate, an active badge with its switch, when and by whom. */
export function CurrentRates({ rates }: { rates: AdminExchangeRate[] }) {
  const t = useT()
  const dates = useAdminDates()
  const format = useRateFormat()
  const toggle = useToggleRate()

  const columns = useMemo<ColumnDef<AdminExchangeRate, unknown>[]>(
    () => [
      {
        id: 'currency',
        header: t('admin.rates_screen.col_currency'),
        cell: ({ row }) => <strong>{row.original.targetCurrency}</strong>,
      },
      {
        id: 'rate',
        header: t('admin.rates_screen.col_rate'),
        cell: ({ row }) => <span className={styles.number}>{format.rate(row.original.rate)}</span>,
      },
      {
        id: 'status',
        header: t('admin.rates_screen.col_status'),
        cell: ({ row }) => {
          const { targetCurrency: code, isActive } = row.original
          return (
            <div className={styles.status}>
              <Badge tone={isActive ? 'success' : 'neutral'}>
                {t(isActive ? 'admin.common.active' : 'admin.common.passive')}
              </Badge>
              {isForeignCurrency(code) && (
                <Button
                  variant="secondary"
                  loading={toggle.isPending && toggle.variables === code}
                  onClick={() =>
                    toggle.mutate(code, {
                      onError: (error) => notifyFailure(error, t('admin.rates_screen.toggle_error')),
                    })
                  }
                >
                  {t(isActive ? 'admin.rates_screen.deactivate' : 'admin.rates_screen.activate', {
                    currency: code,
                  })}
                </Button>
              )}
            </div>
          )
        },
      },
      {
        id: 'lastUpdated',
        header: t('admin.rates_screen.col_updated'),
        cell: ({ row }) => (
          <time dateTime={row.original.lastUpdated} className={styles.nowrap}>
            {dates.dateTime(row.original.lastUpdated)}
          </time>
        ),
      },
      {
        id: 'updatedBy',
        header: t('admin.rates_screen.col_updated_by'),
        cell: ({ row }) => row.original.updatedBy?.name ?? t('admin.rates_screen.unknown_editor'),
      },
    ],
    [t, dates, format, toggle],
  )

  return (
    <section className={styles.card} aria-labelledby="current-rates-title">
      <h2 id="current-rates-title" className={styles.heading}>
        {t('admin.rates_screen.current_title')}
      </h2>
      <DataTable
        data={rates}
        columns={columns}
        getRowId={(rate) => rate.targetCurrency}
        caption={t('admin.rates_screen.current_title')}
        emptyText={t('admin.rates_screen.no_rates')}
        className={styles.cells}
      />
    </section>
  )
}
