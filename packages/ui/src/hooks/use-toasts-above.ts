import { type RefObject, useLayoutEffect } from 'react'

/** The root property the toaster's bottom offset reads (`ShopToaster`), sonner's own when unset. */
export const TOAST_OFFSET_PROPERTY = '--toast-offset-bottom'
/** The gap between the bar and the last toast. */
const GAP_PX = 12

/**
 * Lifts the toasts (bottom right) above `ref`'s element while it is mounted: a bar kept at the bottom of the screen,
 * such as the settings screen's save bar, which a toast would otherwise cover for its whole time. Follows the bar's
 * height as it wraps on a narrow screen; on unmount sonner's own offset applies again.
 */
export function useToastsAbove(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const root = document.documentElement.style
    const place = () =>
      root.setProperty(TOAST_OFFSET_PROPERTY, `${Math.ceil(element.offsetHeight) + GAP_PX}px`)
    place()
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(place)
    observer?.observe(element)
    return () => {
      observer?.disconnect()
      root.removeProperty(TOAST_OFFSET_PROPERTY)
    }
  }, [ref])
}
