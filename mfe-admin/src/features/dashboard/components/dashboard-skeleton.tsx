import { useT } from '@shop/i18n'
import { VisuallyHidden } from '@shop/ui'
import styles from './dashboard.module.css'

const CARD_ROWS = [
  { count: 4, columns: styles.four },
  { count: 3, columns: styles.three },
] as const

/** Grey blocks the size of the cards, the orders table and the chart, so the figures arrive without a jump. */
export function DashboardSkeleton() {
  const t = useT()
  return (
    <output className={styles.stats} aria-busy="true" data-testid="dashboard-loading">
      <VisuallyHidden>{t('admin.common.loading')}</VisuallyHidden>
      {CARD_ROWS.map(({ count, columns }) => (
        <div key={count} className={`${styles.cards} ${columns}`} aria-hidden="true">
          {Array.from({ length: count }, (_, index) => (
            <div key={index} className={`${styles.card} ${styles.skeletonCard}`} />
          ))}
        </div>
      ))}
      <div className={styles.lower} aria-hidden="true">
        <div className={`${styles.panel} ${styles.skeletonPanel}`} />
        <div className={`${styles.panel} ${styles.skeletonPanel}`} />
      </div>
    </output>
  )
}
