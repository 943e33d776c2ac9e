import type { OrderDto } from '@shop/domain'
import { useT } from '@shop/i18n'
import { useLira } from '@shop/ui'
import type { ColumnDef } from '@tanstack/react-table'
import { useMemo } from 'react'
import { ACTIONS_COLUMN } from '../../../components/data-table'
import { useAdminDates } from '../../../hooks/use-admin-dates'
import { OrderStatusBadge, PaymentStatusBadge } from '../components/order-badges'
import { OrderRowActions } from '../components/order-row-actions'
import styles from '../components/orders.module.css'

interface ColumnActions {
  onView: (order: OrderDto) => void
  onEdit: (order: OrderDto) => void
}

/** The orders table's columns (admin.md §2): number with item count, customer, date, total, both statuses, actions. */
export function useOrderColumns({ onView, onEdit }: ColumnActions) {
  const t = useT()
  const dates = useAdminDates()
  const lira = useLira()
  return useMemo<ColumnDef<OrderDto, unknown>[]>(
    () => [
      {
        id: 'order',
        header: t('admin.orders.col_order'),
        cell: ({ row }) => (
          <span className={styles.stack}>
            <span className={styles.orderNumber}>{row.original.orderNumber}</span>
            <span className={styles.secondary}>
              {t('admin.orders.item_count', { count: row.original.items.length })}
            </span>
          </span>
        ),
      },
      {
        id: 'customer',
        header: t('admin.orders.col_customer'),
        meta: { className: styles.customer },
        cell: ({ row }) => (
          <span className={styles.stack}>
            <span>{row.original.shippingAddress.fullName}</span>
            <span className={styles.secondary}>{row.original.shippingAddress.phone}</span>
          </span>
        ),
      },
      {
        id: 'date',
        header: t('admin.orders.col_date'),
        cell: ({ row }) => (
          <time dateTime={row.original.createdAt} className={styles.nowrap}>
            {dates.dateTime(row.original.createdAt)}
          </time>
        ),
      },
      {
        id: 'total',
        header: t('admin.orders.col_total'),
        cell: ({ row }) => <span className={styles.amount}>{lira(row.original.totalAmount)}</span>,
      },
      {
        id: 'status',
        header: t('admin.orders.col_status'),
        meta: { className: styles.shrink },
        cell: ({ row }) => <OrderStatusBadge status={row.original.status} />,
      },
      {
        id: 'payment',
        header: t('admin.orders.col_payment'),
        meta: { className: styles.shrink },
        cell: ({ row }) => <PaymentStatusBadge status={row.original.paymentStatus} />,
      },
      {
        id: ACTIONS_COLUMN,
        header: t('admin.common.actions'),
        meta: { className: styles.shrink },
        cell: ({ row }) => <OrderRowActions order={row.original} onView={onView} onEdit={onEdit} />,
      },
    ],
    [t, dates, lira, onView, onEdit],
  )
}
