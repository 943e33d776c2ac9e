import {
  type AdminExchangeRate,
  bulkRatesUpdateSchema,
  FOREIGN_CURRENCIES,
  type ForeignCurrency,
  isUsableRate,
} from '@shop/domain'

/** What the admin typed in each rate input. */
export type RateInputs = Record<ForeignCurrency, string>

export const EMPTY_INPUTS: RateInputs = { USD: '', EUR: '' }

export interface RateFormCheck {
  /** The bulk-update body: only the rates entered, each valid; null while anything is wrong. */
  payload: Partial<Record<ForeignCurrency, number>> | null
  /** The catalogue key of each input's problem ('admin.rates.usd_range'). */
  fieldErrors: Partial<Record<ForeignCurrency, string>>
  /** True while both inputs are empty (save is disabled, 'En az bir kur değeri girmelisiniz'). */
  empty: boolean
}

/**
 * A typed rate as the API takes it: blank is not given; anything but a plain decimal ('-5', '1e3') is not a number
 * and so fails the currency's range rule, rather than being cleaned into another number.
 */
function rateOfText(text: string): number | null {
  const cleaned = text.trim().replace(',', '.')
  if (cleaned === '') return null
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN
}

/** Checks the inputs with the API's own bulk-update schema, so the screen says exactly what the server would. */
export function checkRateInputs(inputs: RateInputs): RateFormCheck {
  const values = { USD: rateOfText(inputs.USD), EUR: rateOfText(inputs.EUR) }
  const empty = values.USD === null && values.EUR === null
  const parsed = bulkRatesUpdateSchema.safeParse(values)
  if (parsed.success) return { payload: parsed.data, fieldErrors: {}, empty }
  const fieldErrors: RateFormCheck['fieldErrors'] = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[0]
    if (field === 'USD' || field === 'EUR') fieldErrors[field] ??= issue.message
  }
  return { payload: null, fieldErrors, empty }
}

/** The rate each preview uses: the one typed when it is valid, else the stored active rate while nothing is typed. */
export function previewRates(
  inputs: RateInputs,
  check: RateFormCheck,
  stored: readonly AdminExchangeRate[] | undefined,
): Record<ForeignCurrency, { rate: number; typed: boolean } | null> {
  const result = { USD: null, EUR: null } as Record<ForeignCurrency, { rate: number; typed: boolean } | null>
  for (const code of FOREIGN_CURRENCIES) {
    if (inputs[code].trim() !== '') {
      const typed = rateOfText(inputs[code])
      result[code] = !check.fieldErrors[code] && isUsableRate(typed) ? { rate: typed, typed: true } : null
      continue
    }
    const current = stored?.find((rate) => rate.targetCurrency === code && rate.isActive)
    result[code] = current && isUsableRate(current.rate) ? { rate: current.rate, typed: false } : null
  }
  return result
}
