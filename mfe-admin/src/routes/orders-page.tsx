import { useT } from '@shop/i18n'
import { usePageTitle } from '@shop/ui'
import { PageHeader } from '../components/page-header'
import { OrderFilters } from '../features/orders/components/order-filters'
import { OrderList } from '../features/orders/components/order-list'
import { useOrderListParams } from '../features/orders/hooks/use-order-list-params'

/** /admin/orders: search and filters, the orders table with its detail and update dialogs, and page numbers. */
export function OrdersPage() {
  const t = useT()
  usePageTitle(t('admin.orders.title'))
  const { params, update, hrefFor } = useOrderListParams()
  return (
    <>
      <PageHeader title={t('admin.orders.title')} />
      <OrderFilters params={params} onChange={update} />
      <OrderList params={params} hrefFor={hrefFor} />
    </>
  )
}
