import { Spinner } from '@shop/ui'
import type { ReactNode } from 'react'
import styles from './row-action.module.css'

interface RowActionProps {
  /** The accessible name: the action and the row it acts on ('Sil: Frez Seti'). */
  label: string
  /** The action's word, shown as a tooltip on hover and keyboard focus ('Sil'). */
  hint: string
  icon: ReactNode
  onClick: () => void
  tone?: 'default' | 'danger'
  loading?: boolean
  disabled?: boolean
}

/** A table row's compact action: an icon button naming itself and its row, with its word as a tooltip. */
export function RowAction({
  label,
  hint,
  icon,
  onClick,
  tone = 'default',
  loading = false,
  disabled = false,
}: RowActionProps) {
  return (
    <button
      type="button"
      className={`${styles.action} ${tone === 'danger' ? styles.danger : ''}`}
      aria-label={label}
      data-hint={hint}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      onClick={onClick}
    >
      {loading ? <Spinner inline size="small" /> : icon}
    </button>
  )
}

/** The row's actions side by side, never wrapping. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>
}
