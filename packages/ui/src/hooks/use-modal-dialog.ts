import { useEffect, useRef } from 'react'

/**
 * Opens and closes a native <dialog> as a modal with `open` (focus trapped inside, Escape reported through the
 * dialog's cancel event, focus returned to the opener on close). Attach the returned ref to the <dialog>.
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  return ref
}
