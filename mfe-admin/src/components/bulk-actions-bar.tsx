import { useT } from '@shop/i18n'
import { Button } from '@shop/ui'
import type { ReactNode } from 'react'
import styles from './bulk-actions-bar.module.css'

/** Shown while rows are selected: the selected count, the bulk actions and a way to clear the selection. */
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
      <output className={styles.count} aria-live="polite">
        {t('admin.common.selected_count', { count })}
      </output>
      <div className={styles.actions}>{children}</div>
      <Button variant="ghost" size="small" onClick={onClear}>
        {t('admin.common.clear_selection')}
      </Button>
    </section>
  )
}
