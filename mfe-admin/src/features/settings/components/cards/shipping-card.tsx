import { filterDecimalInput } from '@shop/domain'
import { useT } from '@shop/i18n'
import { TextField } from '@shop/ui'
import { type FieldPath, useFormContext } from 'react-hook-form'
import { filteredChange } from '../../../../lib/filtered-change'
import { useSettingsErrorText } from '../../hooks/use-settings-error-text'
import type { SettingsFormValues } from '../../lib/settings-form-values'
import { SettingsCard } from '../settings-card'
import fields from './settings-fields.module.css'

type ShippingField = keyof SettingsFormValues['shipping']

const AMOUNTS = [
  [
    'freeShippingThreshold',
    'admin.settings_screen.free_shipping_threshold',
    'admin.settings_screen.free_shipping_hint',
  ],
  ['standardShippingCost', 'admin.settings_screen.standard_shipping_cost', undefined],
  ['expressShippingCost', 'admin.settings_screen.express_shipping_cost', undefined],
] as const satisfies readonly (readonly [ShippingField, string, string | undefined])[]

/** Shipping: the free-shipping threshold, standard and express costs in lira, and the VAT rate checkout adds. */
export function ShippingCard() {
  const t = useT()
  const errorText = useSettingsErrorText()
  const { register, formState } = useFormContext<SettingsFormValues>()
  const errors = formState.errors.shipping
  // The text goes to the schema as typed, which reads it (and refuses '1.250' written with a thousands point); blank
  // is not a number (NaN fails the schema), never `undefined`, which the schema would take as its default.
  const amountField = (name: FieldPath<SettingsFormValues>) => {
    const field = register(name, {
      setValueAs: (value: unknown) => (typeof value === 'string' && value.trim() === '' ? Number.NaN : value),
    })
    return { ...field, onChange: filteredChange(filterDecimalInput, field.onChange) }
  }
  return (
    <SettingsCard
      title={t('admin.settings_screen.shipping_title')}
      description={t('admin.settings_screen.shipping_description')}
    >
      <div className={fields.fields}>
        {AMOUNTS.map(([field, label, hint]) => (
          <TextField
            key={field}
            label={t(label)}
            hint={hint && t(hint)}
            inputMode="decimal"
            autoComplete="off"
            error={errorText(errors?.[field], 'admin.settings_screen.amount_invalid')}
            {...amountField(`shipping.${field}`)}
          />
        ))}
        <TextField
          label={t('admin.settings_screen.tax_rate')}
          hint={t('admin.settings_screen.tax_rate_hint')}
          inputMode="decimal"
          autoComplete="off"
          error={errorText(errors?.taxRatePercent, 'admin.settings.tax_rate_range')}
          {...amountField('shipping.taxRatePercent')}
        />
      </div>
    </SettingsCard>
  )
}
