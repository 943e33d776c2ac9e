import { orderQueries } from '@shop/api-client'
import { PAGE_SIZE } from '@shop/domain'
import { useT } from '@shop/i18n'
import { ButtonLink, EmptyState, ErrorPanel, Pagination, Spinner, usePageTitle } from '@shop/ui'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router-dom'
import { AccountPage } from '../components/account-page'
import styles from '../components/card-list.module.css'
import { OrderCard } from '../features/orders/components/order-card'

function pageFrom(value: string | null): number {
  const page = Number(value)
  return Number.isInteger(page) && page > 0 ? page : 1
}

/** The customer's orders, newest first, ten per page (?page=N). */
export function OrdersPage() {
  const t = useT()
  usePageTitle(t('orders.title'))
  const [params] = useSearchParams()
  const page = pageFrom(params.get('page'))
  const orders = useQuery({
    ...orderQueries.myList({ page, limit: PAGE_SIZE.myOrders }),
    placeholderData: keepPreviousData,
  })

  let content: React.ReactNode
  if (orders.isPending) content = <Spinner />
  else if (orders.isError)
    content = (
      <ErrorPanel
        title={t('orders.load_error')}
        detail={orders.error.message}
        onRetry={() => orders.refetch()}
        retrying={orders.isFetching}
      />
    )
  else if (orders.data.orders.length === 0)
    content = (
      <EmptyState
        title={t('orders.empty_title')}
        description={t('orders.empty_description')}
        action={<ButtonLink to="/products">{t('orders.browse_products')}</ButtonLink>}
      />
    )
  else
    content = (
      <>
        <ul className={styles.list} aria-busy={orders.isPlaceholderData || undefined}>
          {orders.data.orders.map((order) => (
            <li key={order._id}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
        <Pagination
          page={page}
          pages={orders.data.pagination?.pages ?? 1}
          hrefFor={(next) => `/orders?page=${next}`}
        />
      </>
    )

  return <AccountPage title={t('orders.title')}>{content}</AccountPage>
}
