import { useT } from '@shop/i18n'
import { QueryState } from '../../../components/query-state'
import { useAdminRates } from '../api/list-admin-rates'
import { CurrentRates } from './current-rates'
import styles from './exchange-rates.module.css'
import { RateEntryForm } from './rate-entry-form'
import { RateHistories } from './rate-histories'

/**
 * The note that rates are manual, the entry form (usable even when the list failed to load: the save answers the
 * list), the current rates or the load failure with a retry, and each rate's history.
 */
export function ExchangeRatesScreen() {
  const t = useT()
  const rates = useAdminRates()
  return (
    <div className={styles.screen}>
      <p className={styles.note}>{t('admin.rates_screen.manual_note')}</p>
      <RateEntryForm stored={rates.data} />
      <QueryState query={rates} errorTitle={t('admin.rates_screen.load_error')}>
        {(data) => <CurrentRates rates={data} />}
      </QueryState>
      <RateHistories />
    </div>
  )
}
