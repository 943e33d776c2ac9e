import {
  CURRENCY_SYMBOLS,
  formatMoney,
  liraStyleOf,
  SETTINGS_CURRENCIES,
  type SettingsCurrency,
} from '@shop/domain'
import { useT } from '@shop/i18n'
import { Field, fieldControlClass, TextField } from '@shop/ui'
import { useFormContext, useWatch } from 'react-hook-form'
import layout from '../../../../components/form-layout.module.css'
import { useSettingsErrorText } from '../../hooks/use-settings-error-text'
import type { SettingsFormValues } from '../../lib/settings-form-values'
import { SettingsCard } from '../settings-card'
import styles from './card-fields.module.css'

/** A lira amount to show how prices will read. */
const EXAMPLE_AMOUNT = 1249.9

/**
 * The shop's currency (admin.md §3 `currency`, §9 TRY, USD, EUR, GBP): its code, symbol and where the symbol goes.
 * Picking a code puts that currency's symbol in, unless the admin had typed a symbol of their own.
 */
export function CurrencyCard() {
  const t = useT()
  const errorText = useSettingsErrorText()
  const { register, getValues, setValue, control, formState } = useFormContext<SettingsFormValues>()
  const errors = formState.errors.currency
  const currency = useWatch({ control, name: 'currency' })

  const codeField = register('currency.code', {
    onChange: (event: { target: { value: string } }) => {
      const next = event.target.value as SettingsCurrency
      const symbol = getValues('currency.symbol').trim()
      const typedOwn = symbol !== '' && !Object.values(CURRENCY_SYMBOLS).includes(symbol)
      if (!typedOwn) setValue('currency.symbol', CURRENCY_SYMBOLS[next], { shouldDirty: true })
    },
  })

  return (
    <SettingsCard
      title={t('admin.settings_cards.currency_title')}
      description={t('admin.settings_cards.currency_description')}
    >
      <div className={styles.fields}>
        <Field label={t('admin.settings_cards.currency_code')} error={errorText(errors?.code)}>
          {(controlProps) => (
            <select
              {...controlProps}
              className={fieldControlClass}
              defaultValue={getValues('currency.code')}
              {...codeField}
            >
              {SETTINGS_CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {t(`admin.settings_cards.currency_name_${code}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          label={t('admin.settings_cards.currency_symbol')}
          autoComplete="off"
          maxLength={4}
          error={errorText(errors?.symbol, 'validation.too_long')}
          {...register('currency.symbol')}
        />
        <Field label={t('admin.settings_cards.currency_position')} error={errorText(errors?.position)}>
          {(controlProps) => (
            <select
              {...controlProps}
              className={fieldControlClass}
              defaultValue={getValues('currency.position')}
              {...register('currency.position')}
            >
              <option value="before">{t('admin.settings_cards.currency_before')}</option>
              <option value="after">{t('admin.settings_cards.currency_after')}</option>
            </select>
          )}
        </Field>
      </div>
      <output className={styles.example} data-testid="currency-example">
        {t('admin.settings_cards.currency_example', {
          amount: formatMoney(EXAMPLE_AMOUNT, liraStyleOf(currency)),
        })}
      </output>
      <p className={layout.note}>{t('admin.settings_cards.currency_lira_note')}</p>
    </SettingsCard>
  )
}
