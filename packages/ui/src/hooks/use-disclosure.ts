import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router-dom'

/**
 * Open/closed state for a menu or panel: closes on Escape (focus back on the trigger), on a click outside the
 * container and on navigation.
 */
export function useDisclosure<
  C extends HTMLElement = HTMLDivElement,
  T extends HTMLElement = HTMLButtonElement,
>() {
  const [open, setOpen] = useState(false)
  const containerRef = useRef<C>(null)
  const triggerRef = useRef<T>(null)
  const { pathname, search } = useLocation()

  const close = useCallback(() => setOpen(false), [])
  const toggle = useCallback(() => setOpen((value) => !value), [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location is the trigger, not a value used.
  useEffect(() => setOpen(false), [pathname, search])

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      triggerRef.current?.focus()
    }
    const onPointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open])

  return { open, toggle, close, containerRef, triggerRef }
}
