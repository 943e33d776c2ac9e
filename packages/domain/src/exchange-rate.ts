import { z } from 'zod'
import { STOREFRONT_CURRENCIES, type StorefrontCurrency } from './constants'
import { type ExchangeRates, isUsableRate } from './currency'

/** An exchange rate as the API sends it: lira per one unit of `targetCurrency`. */
export interface ExchangeRateDto {
  _id: string
  targetCurrency: string
  rate: number
  isActive: boolean
  lastUpdated: string
}

export function isStorefrontCurrency(code: string): code is StorefrontCurrency {
  return (STOREFRONT_CURRENCIES as readonly string[]).includes(code)
}

const currencyCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, 'currency.code_invalid')
  .transform((code) => code.toUpperCase())

export const currencyCodeParamSchema = z.object({ code: currencyCode })

export const convertPreviewQuerySchema = z.object({
  amount: z.coerce
    .number('currency.amount_number')
    .min(0, 'currency.amount_negative')
    .max(1_000_000_000, 'currency.amount_max'),
  from: currencyCode.default('TRY'),
  to: currencyCode,
})

export type ConvertPreviewQuery = z.infer<typeof convertPreviewQuerySchema>

/** Two decimals, the way every amount is shown (storefront.md §9); EPSILON keeps 1.005 from rounding down. */
export function roundAmount(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100
}

export interface Conversion {
  converted: number
  /**
   * Lira per one unit of the foreign currency when one side is TRY (the stored meaning of a rate); units of `to` per
   * one unit of `from` when both are foreign; 1 when `from` equals `to`.
   */
  rate: number
}

/**
 * Converts through the lira: TRY → X is amount / rate(X), X → TRY is amount × rate(X), X → Y is amount × rate(X) /
 * rate(Y). Null when a needed rate is missing or unusable, so the caller can say which one.
 */
export function convertCurrency(
  amount: number,
  from: StorefrontCurrency,
  to: StorefrontCurrency,
  rates: ExchangeRates,
): Conversion | null {
  if (from === to) return { converted: roundAmount(amount), rate: 1 }
  const rateOf = (code: StorefrontCurrency) => (code === 'TRY' ? 1 : rates[code])
  const fromRate = rateOf(from)
  const toRate = rateOf(to)
  if (!isUsableRate(fromRate) || !isUsableRate(toRate)) return null
  const converted = roundAmount((amount * fromRate) / toRate)
  if (from === 'TRY') return { converted, rate: toRate }
  if (to === 'TRY') return { converted, rate: fromRate }
  return { converted, rate: fromRate / toRate }
}

/** The first currency of a conversion whose rate is missing, for the 404 message. */
export function missingRate(
  from: StorefrontCurrency,
  to: StorefrontCurrency,
  rates: ExchangeRates,
): StorefrontCurrency | null {
  for (const code of [from, to]) if (code !== 'TRY' && !isUsableRate(rates[code])) return code
  return null
}
