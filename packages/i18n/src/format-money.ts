import {
  CURRENCY_SYMBOLS,
  convertFromLira,
  type ExchangeRates,
  isValidPrice,
  type StorefrontCurrency,
} from '@shop/domain'

export type SymbolPosition = 'before' | 'after'

export interface MoneyStyle {
  symbol: string
  position: SymbolPosition
}

/** The lira style when settings are missing: '₺' after the amount. */
export const DEFAULT_LIRA_STYLE: MoneyStyle = { symbol: CURRENCY_SYMBOLS.TRY, position: 'after' }

const turkishAmount = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** Exactly two decimals in Turkish number format: 1234.5 → '1.234,50'. */
export function formatAmount(amount: number): string {
  return turkishAmount.format(amount)
}

export function formatMoney(amount: number, style: MoneyStyle = DEFAULT_LIRA_STYLE): string {
  const text = formatAmount(amount)
  return style.position === 'before' ? `${style.symbol}${text}` : `${text} ${style.symbol}`
}

/** How the visitor sees prices: the chosen currency, the rates, and the lira style from settings. */
export interface DisplayCurrency {
  currency: StorefrontCurrency
  rates: ExchangeRates
  liraStyle: MoneyStyle
}

export const DEFAULT_DISPLAY_CURRENCY: DisplayCurrency = {
  currency: 'TRY',
  rates: {},
  liraStyle: DEFAULT_LIRA_STYLE,
}

/** Dollar and euro amounts carry their symbol in front ('$12,50'); lira follows the settings. */
function styleFor(currency: StorefrontCurrency, liraStyle: MoneyStyle): MoneyStyle {
  return currency === 'TRY' ? liraStyle : { symbol: CURRENCY_SYMBOLS[currency], position: 'before' }
}

/**
 * Formats a lira price for display, converted into the visitor's currency. Returns null for a price that must be
 * shown as unavailable (missing, zero or not a number). Without a rate the lira price is shown in lira.
 */
export function formatPrice(lira: number | null | undefined, display: DisplayCurrency): string | null {
  if (!isValidPrice(lira)) return null
  const { amount, currency } = convertFromLira(lira, display.currency, display.rates)
  return formatMoney(amount, styleFor(currency, display.liraStyle))
}
