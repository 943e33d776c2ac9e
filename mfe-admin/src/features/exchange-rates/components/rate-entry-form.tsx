import { type AdminExchangeRate, FOREIGN_CURRENCIES } from '@shop/domain'
import { useT } from '@shop/i18n'
import { Button, TextField } from '@shop/ui'
import { useId } from 'react'
import { useRateEntry } from '../hooks/use-rate-entry'
import { useRateFormat } from '../hooks/use-rate-format'
import { previewRates } from '../lib/rate-form'
import styles from './exchange-rates.module.css'
import { RatePreview } from './rate-preview'

/**
 * USD and EUR entered by hand (admin.md §2, §5): step 0.01, min 0, each above 0 and at most 1,000,000; save stays
 * disabled while both are empty and sends only the rates typed. The preview follows the typing.
 */
export function RateEntryForm({ stored }: { stored: readonly AdminExchangeRate[] | undefined }) {
  const t = useT()
  const format = useRateFormat()
  const entry = useRateEntry()
  const emptyHintId = useId()
  const currentOf = (code: string) => stored?.find((rate) => rate.targetCurrency === code)

  return (
    <section className={styles.card} aria-labelledby="rate-entry-title">
      <h2 id="rate-entry-title" className={styles.heading}>
        {t('admin.rates_screen.entry_title')}
      </h2>
      <form className={styles.entry} onSubmit={entry.submit} noValidate>
        <div className={styles.inputs}>
          {FOREIGN_CURRENCIES.map((code) => {
            const current = currentOf(code)
            return (
              <TextField
                key={code}
                ref={(element) => {
                  entry.fieldRefs.current[code] = element
                }}
                label={t('admin.rates_screen.rate_label', { currency: code })}
                // Text with a decimal keyboard: a number field drops a typed comma ('34,25' arrived as 3425).
                inputMode="decimal"
                name={code}
                autoComplete="off"
                value={entry.inputs[code]}
                onChange={(event) => entry.change(code, event.target.value)}
                error={entry.errorOf(code)}
                hint={
                  current
                    ? t('admin.rates_screen.current_hint', { rate: format.rate(current.rate) })
                    : stored && t('admin.rates_screen.no_current_hint')
                }
              />
            )
          })}
        </div>
        <RatePreview rates={previewRates(entry.inputs, entry.check, stored)} />
        <div className={styles.saveRow}>
          <Button
            type="submit"
            disabled={entry.check.empty}
            loading={entry.saving}
            aria-describedby={entry.check.empty ? emptyHintId : undefined}
          >
            {t('admin.rates_screen.save')}
          </Button>
          {entry.check.empty && (
            <p id={emptyHintId} className={styles.muted}>
              {t('admin.rates.at_least_one')}
            </p>
          )}
        </div>
      </form>
    </section>
  )
}
