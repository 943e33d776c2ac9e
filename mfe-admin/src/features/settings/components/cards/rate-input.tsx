import type { ForeignCurrency } from '@shop/domain'
import { useT } from '@shop/i18n'
import { TextField } from '@shop/ui'
import { useIntl } from 'react-intl'

interface RateInputProps {
  code: ForeignCurrency
  value: string
  /** The stored rate, shown as the hint. */
  stored: number | undefined
  error: string | undefined
  onChange: (text: string) => void
  /** Enter updates the rates instead of submitting the settings form around the card. */
  onEnter: () => void
}

/**
 * One currency's rate in lira (admin.md §5: step 0.0001, minimum 0, checked by the rates' schema). A text field with a
 * decimal keyboard: a number field drops the comma a Turkish keyboard types ('34,25' arrived as 3425).
 */
export function RateInput({ code, value, stored, error, onChange, onEnter }: RateInputProps) {
  const t = useT()
  const intl = useIntl()
  const hint =
    stored && stored > 0
      ? t('admin.settings_screen.rate_current', {
          rate: intl.formatNumber(stored, { minimumFractionDigits: 2, maximumFractionDigits: 4 }),
        })
      : t('admin.settings_screen.rate_none')
  return (
    <TextField
      label={t('admin.settings_screen.rate_label', { currency: code })}
      hint={hint}
      error={error}
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return
        event.preventDefault()
        onEnter()
      }}
    />
  )
}
