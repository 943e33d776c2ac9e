import { useT } from '@shop/i18n'
import { useModalDialog } from '@shop/ui'
import { type ReactNode, useId, useRef } from 'react'
import { useOverflow } from '../hooks/use-overflow'
import styles from './modal.module.css'
import { ModalNotices } from './modal-notices'

interface ModalProps {
  open: boolean
  title: string
  onClose: () => void
  children: ReactNode
  /** Buttons at the bottom (save, cancel). */
  footer?: ReactNode
  size?: 'medium' | 'large'
}

/**
 * A modal on the native <dialog>: focus stays inside, Escape and the close button call `onClose`, focus returns to
 * the opener. The body scrolls, the header and footer stay in view, and at phone width it fills the screen. Toasts
 * raised while it is open show inside it too (ModalNotices).
 */
export function Modal({ open, title, onClose, children, footer, size = 'medium' }: ModalProps) {
  const t = useT()
  const ref = useModalDialog(open)
  const frame = useRef<HTMLDivElement | null>(null)
  const titleId = useId()
  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${size === 'large' ? styles.large : ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
    >
      {open && (
        <div ref={frame} className={styles.frame}>
          <header className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button
              type="button"
              className={styles.close}
              onClick={onClose}
              aria-label={t('admin.common.close')}
            >
              ×
            </button>
          </header>
          <ModalBody labelledBy={titleId}>{children}</ModalBody>
          <ModalNotices frame={frame} />
          {footer && <footer className={styles.footer}>{footer}</footer>}
        </div>
      )}
    </dialog>
  )
}

/**
 * The dialog's scrolling body. While its content is taller than the body (a long order on a phone), it is a region
 * named by the dialog's title that takes keyboard focus, so the arrow keys scroll it even where it holds no control.
 */
function ModalBody({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement | null>(null)
  const scrolls = useOverflow(ref, 'y')
  const scrolling = scrolls ? ({ role: 'region', 'aria-labelledby': labelledBy, tabIndex: 0 } as const) : {}
  return (
    <div ref={ref} className={styles.body} {...scrolling}>
      {children}
    </div>
  )
}
