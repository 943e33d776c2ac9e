import { type RefObject, useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'

/** The address without its sort: a new order keeps the shopper on the sort control, which sits atop the results. */
function placeOf(pathname: string, search: string): string {
  const params = new URLSearchParams(search)
  params.delete('sort')
  params.delete('order')
  return `${pathname}?${params}`
}

/**
 * After a change of page or filter (a click, or back and forward) the results are scrolled to their top and the
 * results heading takes focus, so keyboard and screen-reader users continue from the new results. Not on the first
 * render, and not while `paused` (the filter drawer is open and keeps the focus).
 */
export function useResultsFocus(heading: RefObject<HTMLElement | null>, paused: boolean) {
  const { pathname, search } = useLocation()
  const place = placeOf(pathname, search)
  const previous = useRef(place)
  useEffect(() => {
    if (previous.current === place) return
    previous.current = place
    if (paused) return
    heading.current?.scrollIntoView({ block: 'start' })
    heading.current?.focus({ preventScroll: true })
  }, [place, paused, heading])
}
