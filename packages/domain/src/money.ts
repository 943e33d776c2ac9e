import { CURRENCY_SYMBOLS } from './constants'

/**
 * Money is stored as integer kuruş (1/100 lira) so sums and taxes are exact; the API speaks lira with two
 * decimals. These two functions are the only crossing between the two.
 */
export function liraToKurus(lira: number): number {
  return Math.round(lira * 100)
}

export function kurusToLira(kurus: number): number {
  return Math.round(kurus) / 100
}

export type SymbolPosition = 'before' | 'after'

export interface MoneyStyle {
  symbol: string
  position: SymbolPosition
}

/** The lira style when settings are missing: '₺' after the amount. */
export const DEFAULT_LIRA_STYLE: MoneyStyle = { symbol: CURRENCY_SYMBOLS.TRY, position: 'after' }

const turkishAmount = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** Exactly two decimals in Turkish number format, whatever the interface language: 1234.5 → '1.234,50'. */
export function formatAmount(amount: number): string {
  return turkishAmount.format(amount)
}

export function formatMoney(amount: number, style: MoneyStyle = DEFAULT_LIRA_STYLE): string {
  const text = formatAmount(amount)
  return style.position === 'before' ? `${style.symbol}${text}` : `${text} ${style.symbol}`
}

/** The lira style from the currency settings: their symbol and position while the shop's currency is TRY. */
export function liraStyleOf(currency: {
  code: string
  symbol: string
  position: SymbolPosition
}): MoneyStyle {
  return currency.code === 'TRY' && currency.symbol
    ? { symbol: currency.symbol, position: currency.position }
    : DEFAULT_LIRA_STYLE
}
