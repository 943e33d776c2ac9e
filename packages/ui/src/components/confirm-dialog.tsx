import { useT } from '@shop/i18n'
import { useId } from 'react'
import { useModalDialog } from '../hooks/use-modal-dialog'
import { Button } from './button'
import styles from './confirm-dialog.module.css'

interface ConfirmDialogProps {
  open: boolean
  message: string
  confirmLabel: string
  onConfirm: () => void
  onCancel: () => void
  /** Keeps the dialog open with a spinner on confirm while the action runs. */
  busy?: boolean
}

/**
 * A modal question with a confirm and a cancel button (native <dialog>: focus is trapped, Escape cancels, focus
 * returns to the opener on close).
 */
export function ConfirmDialog({
  open,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
  busy = false,
}: ConfirmDialogProps) {
  const t = useT()
  const ref = useModalDialog(open)
  const messageId = useId()
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={messageId}
      onCancel={(event) => {
        event.preventDefault()
        // React passes the event up its tree: a question asked over another dialog must not close that one too.
        event.stopPropagation()
        onCancel()
      }}
    >
      <p id={messageId} className={styles.message}>
        {message}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} autoFocus>
          {t('account.confirm_no')}
        </Button>
        <Button onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  )
}
