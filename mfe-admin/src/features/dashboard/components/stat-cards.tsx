import { type DashboardStats, LOW_STOCK_THRESHOLD } from '@shop/domain'
import { useT } from '@shop/i18n'
import { useLira } from '@shop/ui'
import { useId } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router-dom'
import hidden from '../../../components/visually-hidden.module.css'
import styles from './dashboard.module.css'
import { StatCard } from './stat-card'

/** The four totals, then pending, completed and low-stock counts (the last one warns and links to the products). */
export function StatCards({ stats }: { stats: DashboardStats }) {
  const t = useT()
  const intl = useIntl()
  const lira = useLira()
  const totalsId = useId()
  const statusId = useId()
  const count = (value: number) => intl.formatNumber(value)
  const lowStock = stats.lowStockProducts > 0
  return (
    <>
      <section aria-labelledby={totalsId}>
        <h2 id={totalsId} className={hidden.visuallyHidden}>
          {t('admin.dashboard.totals')}
        </h2>
        <dl className={`${styles.cards} ${styles.four}`}>
          <StatCard id="orders" label={t('admin.dashboard.total_orders')} value={count(stats.totalOrders)} />
          <StatCard
            id="revenue"
            label={t('admin.dashboard.total_revenue')}
            value={lira(stats.totalRevenue)}
            note={t('admin.dashboard.revenue_note')}
          />
          <StatCard
            id="products"
            label={t('admin.dashboard.total_products')}
            value={count(stats.totalProducts)}
          />
          <StatCard id="users" label={t('admin.dashboard.total_users')} value={count(stats.totalUsers)} />
        </dl>
      </section>
      <section aria-labelledby={statusId}>
        <h2 id={statusId} className={hidden.visuallyHidden}>
          {t('admin.dashboard.order_stock')}
        </h2>
        <dl className={`${styles.cards} ${styles.three}`}>
          <StatCard
            id="pending"
            label={t('admin.dashboard.pending_orders')}
            value={count(stats.pendingOrders)}
          />
          <StatCard
            id="completed"
            label={t('admin.dashboard.completed_orders')}
            value={count(stats.completedOrders)}
            note={t('admin.dashboard.completed_note')}
          />
          <StatCard
            id="low-stock"
            label={t('admin.dashboard.low_stock')}
            value={count(stats.lowStockProducts)}
            note={t('admin.dashboard.low_stock_note', { threshold: LOW_STOCK_THRESHOLD })}
            warning={lowStock ? t('admin.dashboard.low_stock_warning') : undefined}
            action={
              <Link to="/admin/products?lowStock=true" className={styles.cardLink}>
                {t('admin.dashboard.low_stock_link')}
              </Link>
            }
          />
        </dl>
      </section>
    </>
  )
}
