import { useLayoutEffect, useRef } from 'react'
import type { Location } from 'react-router-dom'
import { focusMainRegion, mainRegion } from './main-region'

const TEXT_ENTRY = 'input, textarea, select, [contenteditable="true"]'

/**
 * A link to another page opens it at its top, as a page load does: the router keeps the window's scroll, so a card
 * followed from low in a list opened the product half-way down, and a footer link seemed to do nothing. Focus goes to
 * the main region unless the new screen placed it there itself or the shopper is typing (the header's search), so
 * keyboard and screen-reader users start on the new page, not on a link of the one they left.
 *
 * Back and forward are the browser's, which puts the page back where it was; a change of query alone is the screen's
 * own (another page of a list: `Pagination`; the shop's filters: `useResultsFocus`).
 */
export function useNewPageAtTop({ pathname, hash }: Location, action: 'POP' | 'PUSH' | 'REPLACE') {
  const shown = useRef(pathname)
  useLayoutEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    if (action === 'POP') return
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null
    if (target) target.scrollIntoView()
    else window.scrollTo(0, 0)
    const focused = document.activeElement
    if (mainRegion()?.contains(focused) || focused?.matches(TEXT_ENTRY)) return
    focusMainRegion()
  }, [pathname, hash, action])
}
