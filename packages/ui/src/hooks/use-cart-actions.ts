import type { ProductDto } from '@shop/domain'
import { useT } from '@shop/i18n'
import {
  addToCartAtom,
  type CartChange,
  type CartProductSnapshot,
  type CartRefusal,
  clearCartAtom,
  removeFromCartAtom,
  setCartQuantityAtom,
} from '@shop/state'
import { useSetAtom } from 'jotai'
import { useCallback, useMemo } from 'react'
import { notify } from '../app/notify'

/** What the cart keeps of a product when it is added. */
export function cartSnapshotOf(product: ProductDto): CartProductSnapshot {
  return {
    productId: product._id,
    slug: product.slug,
    name: product.name,
    price: product.price,
    discountPrice: product.discountPrice,
    image: product.images[0] ?? '',
    stock: product.stock,
  }
}

/** The refusal's text: the spec's stock message, or the order limit the cart shares with the API. */
export function cartRefusalText(t: ReturnType<typeof useT>, refusal: CartRefusal): string {
  switch (refusal.reason) {
    case 'max_stock':
      return t('product.max_stock', { stock: refusal.stock })
    case 'max_quantity':
      return t('cart_check.max_quantity', { max: refusal.max })
    case 'max_lines':
      return t('cart_check.max_lines', { max: refusal.max })
  }
}

/**
 * The cart's actions with the toasts of storefront.md §8: added, removed, cleared, and the stock refusal
 * 'Maksimum {stock} adet ekleyebilirsiniz', or the order limits. Every screen that changes the cart goes through these.
 */
export function useCartActions() {
  const t = useT()
  const addToCart = useSetAtom(addToCartAtom)
  const setQuantity = useSetAtom(setCartQuantityAtom)
  const removeFromCart = useSetAtom(removeFromCartAtom)
  const clearCart = useSetAtom(clearCartAtom)

  const refuse = useCallback(
    (change: CartChange) => {
      if (!change.ok) notify.error(cartRefusalText(t, change))
      return change.ok
    },
    [t],
  )

  const add = useCallback(
    (product: ProductDto, quantity = 1) => {
      const ok = refuse(addToCart(cartSnapshotOf(product), quantity))
      if (ok) notify.success(t('product.added_to_cart'))
      return ok
    },
    [addToCart, refuse, t],
  )

  const remove = useCallback(
    (productId: string) => {
      removeFromCart(productId)
      notify.success(t('cart.removed'))
    },
    [removeFromCart, t],
  )

  /** A quantity of 0 or less removes the line (and says so). */
  const update = useCallback(
    (productId: string, quantity: number) => {
      if (quantity <= 0) {
        remove(productId)
        return true
      }
      return refuse(setQuantity(productId, quantity))
    },
    [remove, refuse, setQuantity],
  )

  const clear = useCallback(() => {
    clearCart()
    notify.success(t('cart.cleared'))
  }, [clearCart, t])

  return useMemo(() => ({ add, update, remove, clear }), [add, update, remove, clear])
}
