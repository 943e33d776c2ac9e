import { z } from 'zod'
import { FOREIGN_CURRENCIES } from '../constants'
import type { ExchangeRateDto } from '../exchange-rate'

/** The currencies whose rates an admin enters by hand (admin.md §2: USD and EUR; the base is TRY). */
export type ForeignCurrency = (typeof FOREIGN_CURRENCIES)[number]

/** admin.md §5, §9: a manual rate is above 0 and at most 1,000,000 lira per unit. */
export const MAX_EXCHANGE_RATE = 1_000_000

/** The spec's out-of-range message for each currency ('USD kuru 0 ile 1,000,000 arasında olmalıdır'). */
export const RATE_RANGE_MESSAGES: Record<ForeignCurrency, string> = {
  USD: 'admin.rates.usd_range',
  EUR: 'admin.rates.eur_range',
}

export function isForeignCurrency(code: string): code is ForeignCurrency {
  return (FOREIGN_CURRENCIES as readonly string[]).includes(code)
}

/** One currency's rate: a finite number above 0 and at most 1,000,000, refused with that currency's message. */
export function rateValueSchema(currency: ForeignCurrency) {
  const message = RATE_RANGE_MESSAGES[currency]
  return z.number(message).gt(0, message).max(MAX_EXCHANGE_RATE, message)
}

/** `:code` of the admin rate calls: USD or EUR in any case. */
export const foreignCurrencyParamSchema = z.object({
  code: z
    .string()
    .trim()
    .transform((code) => code.toUpperCase())
    .refine(isForeignCurrency, 'admin.rates.currency_unsupported')
    .transform((code) => code as ForeignCurrency),
})

/** PUT /exchange-rates/:code. The rate is checked against the currency's bounds by `rateValueSchema` once known. */
export const rateUpdateSchema = z.object({ rate: z.unknown() })

/**
 * PUT /exchange-rates/bulk-update: `{ USD?, EUR? }`, at least one given. An empty or null value counts as not given,
 * as the screen leaves an input empty (admin.md §5: only rates above 0 are sent).
 */
export const bulkRatesUpdateSchema = z
  .object({
    USD: rateValueSchema('USD').nullish(),
    EUR: rateValueSchema('EUR').nullish(),
  })
  .refine((rates) => rates.USD != null || rates.EUR != null, 'admin.rates.at_least_one')
  .transform((rates) => {
    const entered: Partial<Record<ForeignCurrency, number>> = {}
    for (const currency of FOREIGN_CURRENCIES) {
      const rate = rates[currency]
      if (rate != null) entered[currency] = rate
    }
    return entered
  })
export type BulkRatesUpdate = z.input<typeof bulkRatesUpdateSchema>

/** GET /exchange-rates/:code/history: newest first. */
export const rateHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
})

/** Who made a change, as admin screens name them; null once that user is deleted. */
export interface RateEditor {
  _id: string
  name: string
}

/** A rate as the admin sees it: active or not, and who entered it last. */
export interface AdminExchangeRate extends ExchangeRateDto {
  updatedBy: RateEditor | null
}

/** One entered rate: the rate before it, who entered it and when. */
export interface ExchangeRateHistoryEntry {
  _id: string
  targetCurrency: string
  rate: number
  previousRate: number | null
  updatedBy: RateEditor | null
  createdAt: string
}

/**
 * GET /exchange-rates/cache. The worker keeps no copy of the rates (every request reads D1); what is cached is the
 * public list in browsers and proxies, which must revalidate it (`Cache-Control: no-cache`) against its ETag, and the
 * shop's own query cache, refreshed every `clientRefreshSeconds`. Clearing bumps `clearedAt`, so every stored copy
 * fails its next revalidation.
 */
export interface RatesCacheStatus {
  /** The ETag the public `GET /exchange-rates` answers now. */
  etag: string
  /** The newest `lastUpdated` of any rate, null while none is stored. */
  lastUpdated: string | null
  /** When an admin last cleared the cache, null if never. */
  clearedAt: string | null
  cacheControl: string
  clientRefreshSeconds: number
  activeRates: number
}
