import type { RefObject } from 'react'
import { useSonner } from 'sonner'
import styles from './modal.module.css'

/** The texts the dialog already shows as alerts (a field's refusal, a failed load), outside the notices. */
function alertsIn(frame: HTMLElement | null): string[] {
  if (!frame) return []
  return [...frame.querySelectorAll('[role="alert"]')].map((element) => element.textContent ?? '')
}

/**
 * The error toasts raised while a modal dialog is open, repeated inside it above its buttons. The dialog sits in the
 * top layer, over the toaster, and makes the page outside it inert: a save's refusal toasted there was hidden on a
 * phone (the dialog fills the screen), half hidden on a desktop, and never read aloud. A text the dialog already shows as an
 * alert (a field's error) is not repeated; a success needs no repeating, as the dialog closes on it or shows what
 * changed. Each notice goes when its toast is dismissed.
 */
export function ModalNotices({ frame }: { frame: RefObject<HTMLElement | null> }) {
  // useSonner hears of the toasts raised from its first render on, a moment after each (a timer of sonner's).
  const { toasts } = useSonner()
  // Read from the page as last drawn: a field's error is drawn before its toast arrives, on sonner's timer.
  const shownElsewhere = alertsIn(frame.current)
  const raised = toasts.filter(
    (toast) =>
      toast.type === 'error' &&
      typeof toast.title === 'string' &&
      !shownElsewhere.some((text) => text.includes(toast.title as string)),
  )
  // The live region stays in place, empty, so the first notice put in it is announced.
  return (
    <output className={styles.notices}>
      {raised.map((toast) => (
        <span key={toast.id} className={styles.notice}>
          {toast.title as string}
        </span>
      ))}
    </output>
  )
}
