import { wishlistQueries } from '@shop/api-client'
import { useT } from '@shop/i18n'
import { ButtonLink, EmptyState, ErrorPanel, notify, Spinner, usePageTitle } from '@shop/ui'
import { useQuery } from '@tanstack/react-query'
import { AccountPage } from '../components/account-page'
import styles from '../components/card-list.module.css'
import { useRemoveFromWishlist } from '../features/wishlist/api/use-remove-from-wishlist'
import { WishlistRow } from '../features/wishlist/components/wishlist-row'

export function WishlistPage() {
  const t = useT()
  usePageTitle(t('wishlist.title'))
  const wishlist = useQuery(wishlistQueries.list())
  const remove = useRemoveFromWishlist()

  let content: React.ReactNode
  if (wishlist.isPending) content = <Spinner />
  else if (wishlist.isError)
    content = (
      <ErrorPanel
        title={t('wishlist.load_error')}
        detail={wishlist.error.message}
        onRetry={() => wishlist.refetch()}
        retrying={wishlist.isFetching}
      />
    )
  else if (wishlist.data.length === 0)
    content = (
      <EmptyState
        title={t('wishlist.empty_title')}
        description={t('wishlist.empty_description')}
        action={<ButtonLink to="/products">{t('orders.browse_products')}</ButtonLink>}
      />
    )
  else
    content = (
      <ul className={styles.list}>
        {wishlist.data.map((product) => (
          <li key={product._id}>
            <WishlistRow
              product={product}
              removing={remove.isPending && remove.variables === product._id}
              onRemove={() =>
                remove.mutate(product._id, {
                  onSuccess: () => notify.success(t('wishlist.removed')),
                  onError: () => notify.error(t('wishlist.remove_failed')),
                })
              }
            />
          </li>
        ))}
      </ul>
    )
  return <AccountPage title={t('wishlist.title')}>{content}</AccountPage>
}
