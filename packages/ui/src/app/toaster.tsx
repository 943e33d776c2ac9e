import { TOAST_DURATION_MS } from '@shop/domain'
import { Toaster } from 'sonner'

/** Below the page's header (theme.css, or the bar `useToastsBelow` follows), clear of its cart and account links. */
const BELOW_HEADER = { top: 'var(--toast-offset-top)' }

/**
 * sonner's toaster as the shop places it: top right, as storefront.md's constants say; on a phone sonner spans the
 * width. Its own chunk, loaded by DeferredToaster.
 */
export default function ShopToaster() {
  return (
    <Toaster
      position="top-right"
      offset={BELOW_HEADER}
      mobileOffset={BELOW_HEADER}
      duration={TOAST_DURATION_MS.default}
      richColors
      closeButton
    />
  )
}
