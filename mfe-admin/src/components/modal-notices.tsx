import { FormAlert } from '@shop/ui'
import { useSonner } from 'sonner'
import styles from './modal.module.css'

/**
 * The toasts raised while a modal dialog is open, repeated inside it. The dialog sits in the top layer, over the
 * toaster, and makes the page outside it inert: a save's refusal toasted there was hidden on a phone (the dialog
 * fills the screen), half hidden on a desktop, and never read aloud.
 */
export function ModalNotices() {
  // useSonner hears of the toasts raised from its first render on, and drops each as the toaster dismisses it.
  const raised = useSonner().toasts.filter((toast) => typeof toast.title === 'string')
  if (raised.length === 0) return null
  return (
    <div className={styles.notices}>
      {raised.map((toast) =>
        toast.type === 'error' ? (
          <FormAlert key={toast.id}>{toast.title as string}</FormAlert>
        ) : (
          <p key={toast.id} role="status" className={styles.notice}>
            {toast.title as string}
          </p>
        ),
      )}
    </div>
  )
}
