import { useEffect, useState } from 'react'

/** From this width the filters sit in a sidebar beside the results; below it they open in a drawer. */
export const WIDE_LAYOUT_QUERY = '(min-width: 64rem)'

function matches(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(WIDE_LAYOUT_QUERY).matches
    : false
}

/** Whether the window is wide enough for the filter sidebar, following resizes and rotations. */
export function useWideLayout(): boolean {
  const [wide, setWide] = useState(matches)
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return
    const query = window.matchMedia(WIDE_LAYOUT_QUERY)
    const update = () => setWide(query.matches)
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])
  return wide
}
