import { loginPathFor } from '@shop/domain'
import { useT } from '@shop/i18n'
import { isAuthenticatedAtom } from '@shop/state'
import { Button, ButtonLink, notify } from '@shop/ui'
import { useAtomValue } from 'jotai'
import { useCallback } from 'react'
import { useLocation } from 'react-router-dom'
import { useAddToWishlist } from '../api/add-to-wishlist'
import { useWishlist } from '../api/get-wishlist'
import { useRemoveFromWishlist } from '../api/remove-from-wishlist'
import { usePendingWishlistAdd } from '../hooks/use-pending-wishlist-add'
import { rememberPendingAdd } from '../lib/pending-add'
import styles from './wishlist-toggle.module.css'

function HeartIcon() {
  return (
    <svg className={styles.heart} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5s-7.5-4.6-9.2-9.4C1.7 7.9 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.3 3.4 4.2 6.6-1.7 4.8-9.2 9.4-9.2 9.4z"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/**
 * Saves the product to the wishlist or takes it out. The label says what a press does ('Favorilere ekle', then
 * 'Favorilerden çıkar', as on /wishlist) and the heart is filled while saved; no aria-pressed, which with a changing
 * name would announce "Favorilerden çıkar, pressed". A visitor gets a link to the login, which brings them back here:
 * the press is remembered and says why the login is asked for, and the product is added once they are back signed in.
 */
export function WishlistToggle({ productId }: { productId: string }) {
  const t = useT()
  const location = useLocation()
  const authenticated = useAtomValue(isAuthenticatedAtom)
  const wishlist = useWishlist()
  const add = useAddToWishlist()
  const remove = useRemoveFromWishlist()
  const saved = wishlist.data?.some((product) => product._id === productId) ?? false
  const { mutate: addProduct } = add
  const addWithToast = useCallback(
    (id: string) => addProduct(id, { onSuccess: () => notify.success(t('product_detail.wishlist_added')) }),
    [addProduct, t],
  )
  usePendingWishlistAdd({
    productId,
    ready: authenticated && (wishlist.isSuccess || wishlist.isError),
    saved,
    add: addWithToast,
  })

  if (!authenticated)
    return (
      <ButtonLink
        variant="secondary"
        className={styles.toggle}
        to={loginPathFor(`${location.pathname}${location.search}`)}
        onClick={() => {
          rememberPendingAdd(productId)
          notify.info(t('product_detail.wishlist_login_required'))
        }}
        data-testid="wishlist-toggle"
      >
        <HeartIcon />
        {t('product_detail.wishlist')}
      </ButtonLink>
    )

  // Kept focusable while busy (aria-disabled, not disabled) so a keyboard user does not lose their place.
  const busy = wishlist.isPending || add.isPending || remove.isPending
  const toggle = () => {
    if (busy) return
    if (saved)
      remove.mutate(productId, { onSuccess: () => notify.success(t('product_detail.wishlist_removed')) })
    else addWithToast(productId)
  }
  return (
    <Button
      variant="secondary"
      className={saved ? `${styles.toggle} ${styles.saved}` : styles.toggle}
      aria-disabled={busy || undefined}
      onClick={toggle}
      data-testid="wishlist-toggle"
    >
      <HeartIcon />
      {t(saved ? 'product_detail.wishlist_remove' : 'product_detail.wishlist')}
    </Button>
  )
}
