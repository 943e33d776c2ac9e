import { useT } from '@shop/i18n'
import { ErrorPanel, Spinner } from '@shop/ui'
import { useIntl } from 'react-intl'
import { useProductCounts } from '../api/use-product-counts'
import styles from './stat-card.module.css'

/** Real catalogue totals; on failure an error with retry, never sample numbers. */
export function ProductStats() {
  const t = useT()
  const intl = useIntl()
  const counts = useProductCounts()
  if (counts.isPending) return <Spinner />
  if (counts.isError) {
    return (
      <ErrorPanel
        title={t('admin.dashboard.load_error')}
        onRetry={() => void counts.refetch()}
        retrying={counts.isFetching}
      />
    )
  }
  const [total, featured, discounted] = counts.totals
  const cards = [
    { label: t('admin.dashboard.total_products'), value: total, id: 'total' },
    { label: t('admin.dashboard.featured_products'), value: featured, id: 'featured' },
    { label: t('admin.dashboard.discounted_products'), value: discounted, id: 'discounted' },
  ]
  return (
    <dl className={styles.grid}>
      {cards.map((card) => (
        <div key={card.id} className={styles.card} data-testid={`stat-${card.id}`}>
          <dt className={styles.label}>{card.label}</dt>
          <dd className={styles.value}>{intl.formatNumber(card.value)}</dd>
        </div>
      ))}
    </dl>
  )
}
