import { type OrderQuoteLine, STORAGE_KEYS } from '@shop/domain'
import { atom } from 'jotai'
import { atomWithStorage } from 'jotai/utils'
import { type CartPriceChanges, refreshCart } from './cart-refresh'
import {
  addCartItem,
  type CartChange,
  type CartItem,
  type CartProductSnapshot,
  cartTotals,
  removeCartItem,
  setCartQuantity,
} from './cart-rules'
import { isNonEmptyString, isRecord } from './guards'
import { safeJsonStorage } from './json-storage'

function isCartItem(value: unknown): value is CartItem {
  return (
    isRecord(value) &&
    isNonEmptyString(value.productId) &&
    typeof value.quantity === 'number' &&
    value.quantity > 0 &&
    typeof value.price === 'number' &&
    typeof value.stock === 'number'
  )
}

function isCartItemList(value: unknown): value is CartItem[] {
  return Array.isArray(value) && value.every(isCartItem)
}

/** The cart lines, persisted in the browser. */
export const cartItemsAtom = atomWithStorage<CartItem[]>(
  STORAGE_KEYS.cart,
  [],
  safeJsonStorage(isCartItemList),
  {
    getOnInit: true,
  },
)

/** Recomputed after every change. */
export const cartTotalsAtom = atom((get) => cartTotals(get(cartItemsAtom)))

function apply(change: CartChange, commit: (items: CartItem[]) => void): CartChange {
  if (change.ok) commit(change.items)
  return change
}

export const addToCartAtom = atom(
  null,
  (get, set, product: CartProductSnapshot, quantity?: number): CartChange =>
    apply(addCartItem(get(cartItemsAtom), product, quantity ?? 1), (items) => set(cartItemsAtom, items)),
)

export const setCartQuantityAtom = atom(
  null,
  (get, set, productId: string, quantity: number): CartChange =>
    apply(setCartQuantity(get(cartItemsAtom), productId, quantity), (items) => set(cartItemsAtom, items)),
)

export const removeFromCartAtom = atom(null, (get, set, productId: string) => {
  set(cartItemsAtom, removeCartItem(get(cartItemsAtom), productId))
})

export const clearCartAtom = atom(null, (_get, set) => set(cartItemsAtom, []))

/**
 * Lines whose price changed since the shopper added them, found by the last refresh. Kept in memory only: the stored
 * cart already holds the new price, and the row shows the old one struck through while the shopper is here.
 */
export const cartPriceChangesAtom = atom<CartPriceChanges>({})

/** Brings the stored cart up to the server's quote (current price, discount and stock per line). */
export const refreshCartAtom = atom(null, (get, set, lines: readonly OrderQuoteLine[]) => {
  const refresh = refreshCart(get(cartItemsAtom), lines, get(cartPriceChangesAtom))
  if (refresh.changed) set(cartItemsAtom, refresh.items)
  set(cartPriceChangesAtom, refresh.priceChanges)
})
