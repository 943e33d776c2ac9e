import { useDisclosure } from '@shop/ui'
import { useCallback, useEffect, useId, useRef } from 'react'

/**
 * The collapsed admin menu on narrow screens, a disclosure: opening it moves focus to its first link, Escape closes
 * it and returns focus to the button, a click outside or a navigation closes it. Following a link from the open menu
 * puts focus on the main content, because the link that had it disappears with the menu.
 */
export function useNavMenu() {
  const { open, toggle, close, containerRef, triggerRef } = useDisclosure()
  const panelId = useId()
  const panelRef = useRef<HTMLElement>(null)
  const mainRef = useRef<HTMLElement>(null)
  const focusMainOnClose = useRef(false)

  useEffect(() => {
    if (open) {
      panelRef.current?.querySelector<HTMLElement>('a[href]')?.focus()
    } else if (focusMainOnClose.current) {
      focusMainOnClose.current = false
      mainRef.current?.focus()
    }
  }, [open])

  /** Called by every menu link. */
  const onNavigate = useCallback(() => {
    if (!open) return
    focusMainOnClose.current = true
    close()
  }, [open, close])

  return { open, toggle, containerRef, triggerRef, panelId, panelRef, mainRef, onNavigate }
}
