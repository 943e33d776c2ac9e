import { useEffect } from 'react'
import { takePendingAdd } from '../lib/pending-add'

interface PendingWishlistAdd {
  productId: string
  /** Signed in and the wishlist answered (or failed): only then is it known whether the product is already saved. */
  ready: boolean
  saved: boolean
  add: (productId: string) => void
}

/**
 * Fulfils the 'Favorilere ekle' a visitor pressed before signing in, once they are back on that product signed in:
 * the intent is taken (forgotten) before the call, so it is made once, and not at all when the product is already
 * saved. The call's failure gets the usual error toast.
 */
export function usePendingWishlistAdd({ productId, ready, saved, add }: PendingWishlistAdd) {
  useEffect(() => {
    if (!ready || !takePendingAdd(productId)) return
    if (!saved) add(productId)
  }, [productId, ready, saved, add])
}
