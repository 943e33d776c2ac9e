import { type RefObject, useEffect, useState } from 'react'

/**
 * Whether the element's content is larger than the element along `axis` (it scrolls: sideways for 'x', up and down
 * for 'y'); kept up to date as either resizes.
 */
export function useOverflow(ref: RefObject<HTMLElement | null>, axis: 'x' | 'y'): boolean {
  const [overflowing, setOverflowing] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const measure = () =>
      setOverflowing(
        axis === 'x'
          ? element.scrollWidth > element.clientWidth + 1
          : element.scrollHeight > element.clientHeight + 1,
      )
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    for (const child of element.children) observer.observe(child)
    measure()
    return () => observer.disconnect()
  }, [ref, axis])
  return overflowing
}
