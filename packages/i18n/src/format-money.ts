import {
  CURRENCY_SYMBOLS,
  convertFromLira,
  DEFAULT_LIRA_STYLE,
  type ExchangeRates,
  formatMoney,
  isValidPrice,
  type MoneyStyle,
  type StorefrontCurrency,
} from '@shop/domain'

// The amount rule is the domain's (the API writes the same amounts into WhatsApp messages); re-exported for the UIs.
export {
  DEFAULT_LIRA_STYLE,
  formatAmount,
  formatMoney,
  type MoneyStyle,
  type SymbolPosition,
} from '@shop/domain'

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
