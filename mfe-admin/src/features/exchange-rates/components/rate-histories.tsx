import { FOREIGN_CURRENCIES } from '@shop/domain'
import { useT } from '@shop/i18n'
import styles from './exchange-rates.module.css'
import { RateHistory } from './rate-history'

/** The history of each manual rate, side by side where there is room. */
export function RateHistories() {
  const t = useT()
  return (
    <section className={styles.card} aria-labelledby="rate-histories-title">
      <h2 id="rate-histories-title" className={styles.heading}>
        {t('admin.rates_screen.history_heading')}
      </h2>
      <div className={styles.histories}>
        {FOREIGN_CURRENCIES.map((code) => (
          <RateHistory key={code} code={code} />
        ))}
      </div>
    </section>
  )
}
