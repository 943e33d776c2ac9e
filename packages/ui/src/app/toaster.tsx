import { TOAST_DURATION_MS } from '@shop/domain'
import { Toaster } from 'sonner'

/** sonner's toaster as the shop places it; its own chunk, loaded by DeferredToaster. */
export default function ShopToaster() {
  // Bottom right, away from the header's cart and account links; on a phone sonner spans the bottom.
  return <Toaster position="bottom-right" duration={TOAST_DURATION_MS.default} richColors closeButton />
}
