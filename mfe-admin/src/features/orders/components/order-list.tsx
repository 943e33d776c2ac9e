import { useT } from '@shop/i18n'
import { Pagination, Stack } from '@shop/ui'
import { DataTable } from '../../../components/data-table'
import { QueryState } from '../../../components/query-state'
import { useAdminOrders } from '../api/list-admin-orders'
import { useOrderColumns } from '../hooks/use-order-columns'
import { useOrderDialog } from '../hooks/use-order-dialog'
import type { OrderListParams } from '../lib/list-params'
import { OrderDetailDialog } from './order-detail-dialog'
import { OrderUpdateDialog } from './order-update-dialog'
import styles from './orders.module.css'

interface OrderListProps {
  params: OrderListParams
  hrefFor: (page: number) => string
}

/** One page of orders: the table titled with the total count, page numbers, and the detail and update dialogs. */
export function OrderList({ params, hrefFor }: OrderListProps) {
  const t = useT()
  const query = useAdminOrders(params)
  const detail = useOrderDialog()
  const edit = useOrderDialog()
  const columns = useOrderColumns({ onView: detail.openFor, onEdit: edit.openFor })
  return (
    <QueryState query={query} errorTitle={t('admin.orders.list_error')}>
      {({ data, pagination }) => {
        const title = t('admin.orders.table_title', { count: pagination?.total ?? data.orders.length })
        return (
          <Stack gap={3}>
            <h2 className={styles.tableTitle}>{title}</h2>
            <DataTable
              data={data.orders}
              columns={columns}
              getRowId={(order) => order._id}
              caption={title}
              emptyText={t('admin.orders.empty')}
              className={styles.table}
            />
            {pagination && <Pagination page={pagination.page} pages={pagination.pages} hrefFor={hrefFor} />}
            {detail.order && (
              <OrderDetailDialog order={detail.order} open={detail.open} onClose={detail.close} />
            )}
            {edit.order && (
              <OrderUpdateDialog key={edit.key} order={edit.order} open={edit.open} onClose={edit.close} />
            )}
          </Stack>
        )
      }}
    </QueryState>
  )
}
