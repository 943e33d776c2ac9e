import {
  type AdminExchangeRate,
  bulkRatesUpdateSchema,
  FOREIGN_CURRENCIES,
  type ForeignCurrency,
} from '@shop/domain'

export type RateInputs = Record<ForeignCurrency, string>

/** The settings card's inputs filled from the stored rates (empty where none is stored). */
export function rateInputsOf(stored: readonly AdminExchangeRate[]): RateInputs {
  const inputs: RateInputs = { USD: '', EUR: '' }
  for (const code of FOREIGN_CURRENCIES) {
    const rate = stored.find((entry) => entry.targetCurrency === code)?.rate
    if (rate !== undefined && rate > 0) inputs[code] = String(rate)
  }
  return inputs
}

export interface RateInputsCheck {
  /** The bulk-update body: only the rates above 0; null when a rate is out of bounds or none is left. */
  payload: Partial<Record<ForeignCurrency, number>> | null
  /** Catalogue keys: a currency's out-of-range message, or `admin.rates.at_least_one` under `form`. */
  errors: Partial<Record<ForeignCurrency | 'form', string>>
}

/**
 * admin.md §5 "Exchange-rate inputs in settings": only positive numbers are taken and only rates above 0 are sent;
 * what is sent must pass the API's own bulk-update schema (at most 1,000,000, at least one rate).
 */
export function checkRateInputs(inputs: RateInputs): RateInputsCheck {
  const positive: Partial<Record<ForeignCurrency, number>> = {}
  for (const code of FOREIGN_CURRENCIES) {
    const value = Number(inputs[code].trim().replace(',', '.'))
    if (inputs[code].trim() !== '' && Number.isFinite(value) && value > 0) positive[code] = value
  }
  const parsed = bulkRatesUpdateSchema.safeParse(positive)
  if (parsed.success) return { payload: parsed.data, errors: {} }
  const errors: RateInputsCheck['errors'] = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[0]
    const key = field === 'USD' || field === 'EUR' ? field : 'form'
    errors[key] ??= issue.message
  }
  return { payload: null, errors }
}
