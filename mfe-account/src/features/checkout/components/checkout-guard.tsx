import { loginPathFor } from '@shop/domain'
import { useT } from '@shop/i18n'
import { cartItemsAtom, isAuthenticatedAtom } from '@shop/state'
import { notify } from '@shop/ui'
import { useAtomValue } from 'jotai'
import { type ReactNode, useEffect, useRef } from 'react'
import { Navigate } from 'react-router-dom'

const CHECKOUT_PATH = '/checkout'

function RedirectWithNotice({ to, message }: { to: string; message: string }) {
  const told = useRef(false)
  useEffect(() => {
    if (told.current) return
    told.current = true
    notify.error(message)
  }, [message])
  return <Navigate to={to} replace />
}

interface CheckoutGuardProps {
  /** True once the order is placed: the emptied cart must not bounce the shopper to /cart on the way out. */
  placed: boolean
  children: ReactNode
}

/**
 * Checkout needs something to order and someone to order it (storefront.md §5): an empty cart goes to /cart
 * ('Sepetinizde ürün bulunmuyor'), a visitor to /login with the way back ('Sipariş vermek için giriş yapmanız
 * gerekiyor'). The cart is checked first: logging in to order nothing helps no one.
 */
export function CheckoutGuard({ placed, children }: CheckoutGuardProps) {
  const t = useT()
  const items = useAtomValue(cartItemsAtom)
  const authenticated = useAtomValue(isAuthenticatedAtom)
  if (placed) return children
  if (items.length === 0) return <RedirectWithNotice to="/cart" message={t('checkout.cart_empty')} />
  if (!authenticated)
    return <RedirectWithNotice to={loginPathFor(CHECKOUT_PATH)} message={t('checkout.login_required')} />
  return children
}
