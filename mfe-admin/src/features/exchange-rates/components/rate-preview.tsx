import { convertCurrency, FOREIGN_CURRENCIES, type ForeignCurrency } from '@shop/domain'
import { useT } from '@shop/i18n'
import { useRateFormat } from '../hooks/use-rate-format'
import styles from './exchange-rates.module.css'

type PreviewRates = Record<ForeignCurrency, { rate: number; typed: boolean } | null>

/** Sample conversions with the shop's own rule: 100 of each currency in lira and 1.000 ₺ in each currency. */
export function RatePreview({ rates }: { rates: PreviewRates }) {
  const t = useT()
  const format = useRateFormat()
  return (
    <section className={styles.preview} aria-labelledby="rate-preview-title">
      <h3 id="rate-preview-title" className={styles.subheading}>
        {t('admin.rates_screen.preview_title')}
      </h3>
      <ul className={styles.previewList}>
        {FOREIGN_CURRENCIES.map((code) => {
          const entry = rates[code]
          if (!entry) {
            return (
              <li key={code} data-testid={`preview-${code}`} className={styles.previewMissing}>
                {t('admin.rates_screen.preview_missing', { currency: code })}
              </li>
            )
          }
          const table = { [code]: entry.rate }
          const toLira = convertCurrency(100, code, 'TRY', table)
          const fromLira = convertCurrency(1000, 'TRY', code, table)
          return (
            <li key={code} data-testid={`preview-${code}`} className={styles.previewItem}>
              <span className={styles.previewSource}>
                {t(entry.typed ? 'admin.rates_screen.preview_typed' : 'admin.rates_screen.preview_current')}
              </span>
              <span data-testid={`preview-${code}-to-lira`}>
                {`${format.foreign(100, code)} = ${toLira ? format.lira(toLira.converted) : '—'}`}
              </span>
              <span data-testid={`preview-${code}-from-lira`}>
                {`${format.lira(1000)} = ${fromLira ? format.foreign(fromLira.converted, code) : '—'}`}
              </span>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
