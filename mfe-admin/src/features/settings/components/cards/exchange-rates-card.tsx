import { FOREIGN_CURRENCIES } from '@shop/domain'
import { useT } from '@shop/i18n'
import { Button } from '@shop/ui'
import layout from '../../../../components/form-layout.module.css'
import { QueryState } from '../../../../components/query-state'
import { useSettingsRates } from '../../hooks/use-settings-rates'
import { SettingsCard } from '../settings-card'
import { RateInput } from './rate-input'
import fields from './settings-fields.module.css'

/**
 * Exchange rates inside settings (admin.md §5): one input per currency, filled with the stored rate; only rates above
 * 0 are sent, with this card's own update through the exchange-rates API, and a refresh that reads them again.
 */
export function ExchangeRatesCard() {
  const t = useT()
  const rates = useSettingsRates()
  return (
    <SettingsCard
      title={t('admin.settings_screen.rates_title')}
      description={t('admin.settings_screen.rates_description')}
    >
      <QueryState query={rates.query} errorTitle={t('admin.settings_screen.rates_load_error')}>
        {(stored) => (
          <>
            <div className={fields.fields}>
              {FOREIGN_CURRENCIES.map((code) => (
                <RateInput
                  key={code}
                  code={code}
                  value={rates.inputs[code]}
                  stored={stored.find((rate) => rate.targetCurrency === code)?.rate}
                  error={rates.errorOf(code)}
                  onChange={(text) => rates.change(code, text)}
                  onEnter={rates.save}
                />
              ))}
            </div>
            {rates.formError && (
              <p className={layout.note} role="alert">
                {rates.formError}
              </p>
            )}
            <div className={fields.actionRow}>
              <Button className={fields.touch} loading={rates.saving} onClick={rates.save}>
                {t('admin.settings_screen.rates_save')}
              </Button>
              <Button
                variant="secondary"
                className={fields.touch}
                loading={rates.refreshing}
                onClick={rates.refresh}
              >
                {t('admin.settings_screen.rates_refresh')}
              </Button>
            </div>
          </>
        )}
      </QueryState>
    </SettingsCard>
  )
}
