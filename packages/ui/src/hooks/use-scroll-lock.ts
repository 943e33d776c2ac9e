import { useEffect } from 'react'

/** Locks held in this copy of the module; the page scrolls again when the last one goes. */
let locks = 0
let overflowBefore = ''

/**
 * Keeps the page behind a modal sheet still while `active`: a modal <dialog> traps focus, but the document under
 * its backdrop still scrolls by touch or wheel, and scrolling past the sheet's own end scrolled the page.
 */
export function useScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return
    const root = document.documentElement
    if (locks === 0) {
      overflowBefore = root.style.overflow
      root.style.overflow = 'hidden'
    }
    locks += 1
    return () => {
      locks -= 1
      if (locks === 0) root.style.overflow = overflowBefore
    }
  }, [active])
}
