import { type RefObject, useLayoutEffect } from 'react'

/** The root property the toaster's top offset reads (`ShopToaster`); theme.css gives the shop's default. */
export const TOAST_OFFSET_PROPERTY = '--toast-offset-top'
/** The gap between the element and the first toast. */
const GAP_PX = 12

/**
 * Keeps the toasts (top right, as both specs place them) below `ref`'s element while it is mounted, following its
 * height as it wraps on a narrow screen; on unmount the page's default applies again. For a bar whose height is not
 * known ahead, such as the admin's top bar; the shop's header has a reserved height and needs no script.
 */
export function useToastsBelow(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const root = document.documentElement.style
    const place = () => {
      const bottom = element.getBoundingClientRect().bottom + window.scrollY
      root.setProperty(TOAST_OFFSET_PROPERTY, `${Math.ceil(bottom) + GAP_PX}px`)
    }
    place()
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(place)
    observer?.observe(element)
    return () => {
      observer?.disconnect()
      root.removeProperty(TOAST_OFFSET_PROPERTY)
    }
  }, [ref])
}
