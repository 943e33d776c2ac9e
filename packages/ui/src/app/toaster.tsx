import { TOAST_DURATION_MS } from '@shop/domain'
import { Toaster } from 'sonner'

/** Above a bar kept at the bottom of the screen while there is one (`useToastsAbove`), else sonner's own offsets. */
const OFFSET = { bottom: 'var(--toast-offset-bottom, 24px)' }
const MOBILE_OFFSET = { bottom: 'var(--toast-offset-bottom, 16px)' }

/**
 * sonner's toaster as the shop places it: bottom right, away from the header's cart and account links and the page
 * headers' actions (on a phone sonner spans the bottom). Its own chunk, loaded by DeferredToaster.
 */
export default function ShopToaster() {
  return (
    <Toaster
      position="bottom-right"
      offset={OFFSET}
      mobileOffset={MOBILE_OFFSET}
      duration={TOAST_DURATION_MS.default}
      richColors
      closeButton
    />
  )
}
