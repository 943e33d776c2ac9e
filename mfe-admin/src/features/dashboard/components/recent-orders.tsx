import type { DashboardRecentOrder } from '@shop/domain'
import { useT } from '@shop/i18n'
import { useLira } from '@shop/ui'
import type { ColumnDef } from '@tanstack/react-table'
import { useId, useMemo } from 'react'
import { Link } from 'react-router-dom'
import { Badge } from '../../../components/badge'
import { DataTable } from '../../../components/data-table'
import { useAdminDates } from '../../../hooks/use-admin-dates'
import { ORDER_STATUS_TONE } from '../lib/order-status-tone'
import styles from './dashboard.module.css'

/** The five newest orders: number, customer, date, amount in lira and status. */
export function RecentOrders({ orders }: { orders: DashboardRecentOrder[] }) {
  const t = useT()
  const dates = useAdminDates()
  const lira = useLira()
  const headingId = useId()
  const columns = useMemo<ColumnDef<DashboardRecentOrder, unknown>[]>(
    () => [
      {
        id: 'number',
        header: t('admin.dashboard.order_number'),
        cell: ({ row }) => <span className={styles.orderNumber}>{row.original.orderNumber}</span>,
      },
      {
        id: 'customer',
        header: t('admin.dashboard.customer'),
        cell: ({ row }) => <span className={styles.customer}>{row.original.customerName}</span>,
      },
      {
        id: 'date',
        header: t('admin.dashboard.date'),
        cell: ({ row }) => (
          <time dateTime={row.original.createdAt} className={styles.date}>
            {dates.dateTime(row.original.createdAt)}
          </time>
        ),
      },
      {
        id: 'amount',
        header: t('admin.dashboard.amount'),
        cell: ({ row }) => <span className={styles.amount}>{lira(row.original.totalAmount)}</span>,
      },
      {
        id: 'status',
        header: t('admin.dashboard.status'),
        cell: ({ row }) => (
          <Badge tone={ORDER_STATUS_TONE[row.original.status]}>
            {t(`order_status.${row.original.status}`)}
          </Badge>
        ),
      },
    ],
    [t, dates, lira],
  )
  return (
    <section aria-labelledby={headingId} className={styles.panel} data-testid="recent-orders">
      <div className={styles.panelHeader}>
        <h2 id={headingId} className={styles.panelTitle}>
          {t('admin.dashboard.recent_orders')}
        </h2>
        <Link to="/admin/orders" className={styles.cardLink}>
          {t('admin.dashboard.all_orders')}
        </Link>
      </div>
      <DataTable
        data={orders}
        columns={columns}
        getRowId={(order) => order._id}
        caption={t('admin.dashboard.recent_orders')}
        emptyText={t('admin.dashboard.recent_orders_empty')}
      />
    </section>
  )
}
