import { useT } from '@shop/i18n'
import { Button } from '@shop/ui'
import type { ComponentProps, ReactNode } from 'react'
import styles from './bulk-actions-bar.module.css'

/** Shown while rows are selected: the selected count and a way to clear the selection, then the bulk actions. */
export function BulkActionsBar({
  count,
  onClear,
  children,
}: {
  count: number
  onClear: () => void
  children: ReactNode
}) {
  const t = useT()
  if (count === 0) return null
  return (
    <section className={styles.bar} aria-label={t('admin.common.bulk_actions')}>
      <div className={styles.header}>
        <output className={styles.count} aria-live="polite">
          {t('admin.common.selected_count', { count })}
        </output>
        <Button variant="ghost" size="small" className={styles.clear} onClick={onClear}>
          {t('admin.common.clear_selection')}
        </Button>
      </div>
      <div className={styles.actions}>{children}</div>
    </section>
  )
}

type BulkActionProps = Omit<ComponentProps<typeof Button>, 'variant' | 'size'> & {
  /** 'danger' for an action that removes (delete), drawn in the danger colour and placed last by the caller. */
  tone?: 'default' | 'danger'
}

/** One bulk action: a compact button that keeps the 44 px touch target. */
export function BulkAction({ tone = 'default', className, ...button }: BulkActionProps) {
  return (
    <Button
      {...button}
      variant="secondary"
      size="small"
      className={[styles.action, tone === 'danger' && styles.danger, className].filter(Boolean).join(' ')}
    />
  )
}
