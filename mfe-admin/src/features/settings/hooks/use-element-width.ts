import { useCallback, useState } from 'react'

/**
 * The content width of an element, followed as it resizes (a ref callback to attach); null until measured, and in
 * an environment without ResizeObserver.
 */
export function useElementWidth<Element extends HTMLElement>() {
  const [width, setWidth] = useState<number | null>(null)
  const ref = useCallback((element: Element | null) => {
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return [ref, width] as const
}
