import { type ExchangeRateDto, type ExchangeRates, FOREIGN_CURRENCIES } from '@shop/domain'
import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../../env'
import { exchangeRates } from '../schema'

type RateRow = typeof exchangeRates.$inferSelect

function toExchangeRateDto(row: RateRow): ExchangeRateDto {
  return {
    _id: row.id,
    targetCurrency: row.targetCurrency,
    rate: row.rate,
    isActive: row.isActive,
    lastUpdated: row.lastUpdated,
  }
}

/** The active rates, by currency code: what shoppers convert with. */
export async function listActiveRates(db: Db): Promise<ExchangeRateDto[]> {
  const rows = await db
    .select()
    .from(exchangeRates)
    .where(eq(exchangeRates.isActive, true))
    .orderBy(asc(exchangeRates.targetCurrency))
  return rows.map(toExchangeRateDto)
}

/** One active rate by its upper-case code; null when missing or switched off. */
export async function findActiveRate(db: Db, code: string): Promise<ExchangeRateDto | null> {
  const [row] = await db
    .select()
    .from(exchangeRates)
    .where(and(eq(exchangeRates.targetCurrency, code), eq(exchangeRates.isActive, true)))
    .limit(1)
  return row ? toExchangeRateDto(row) : null
}

/** The active rates in the shape the conversion rule takes. */
export function ratesMap(rates: ExchangeRateDto[]): ExchangeRates {
  const map: ExchangeRates = {}
  for (const currency of FOREIGN_CURRENCIES) {
    const found = rates.find((rate) => rate.targetCurrency === currency)
    if (found) map[currency] = found.rate
  }
  return map
}
