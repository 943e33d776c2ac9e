import {
  CURRENCY_SYMBOLS,
  convertFromLira,
  DEFAULT_LIRA_STYLE,
  type ExchangeRates,
  formatMoneyIn,
  isValidPrice,
  type Language,
  type MoneyStyle,
  type StorefrontCurrency,
} from '@shop/domain'

// The amount rules are the domain's (the API writes the same amounts into its own texts); re-exported.
export {
  DEFAULT_LIRA_STYLE,
  formatAmount,
  formatMoney,
  formatMoneyIn,
  type MoneyStyle,
  type SymbolPosition,
} from '@shop/domain'

/** How the visitor sees prices: the chosen currency, the rates, the lira style from settings, and the UI language. */
export interface DisplayCurrency {
  currency: StorefrontCurrency
  rates: ExchangeRates
  liraStyle: MoneyStyle
  /** The interface language: it decides the number format ('1.234,56' or '1,234.56'). Turkish when absent. */
  language?: Language
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
  return isValidPrice(lira) ? formatSum(lira, display) : null
}

/**
 * A cart line's amount as the shopper can check it against its unit price: in lira the exact product; in another
 * currency the unit price as shown (rounded to the cent) times the quantity, so '$51.37 × 3' reads '$154.11' and
 * not the converted lira total's '$154.12'. Null when the unit price is unavailable.
 */
export function formatLineTotal(unitLira: number, quantity: number, display: DisplayCurrency): string | null {
  if (!isValidPrice(unitLira)) return null
  const { amount, currency } = convertFromLira(unitLira, display.currency, display.rates)
  const cents = currency === 'TRY' ? Math.round(unitLira * 100) : Math.round(amount * 100)
  return formatMoneyIn(
    display.language ?? 'tr',
    (cents * quantity) / 100,
    styleFor(currency, display.liraStyle),
  )
}

/**
 * Formats a sum or a charge (a subtotal, the VAT, a total) as formatPrice converts a price; zero is an amount here
 * (no VAT at a 0 % rate), not a missing price.
 */
export function formatSum(lira: number, display: DisplayCurrency): string {
  const { amount, currency } = convertFromLira(lira, display.currency, display.rates)
  return formatMoneyIn(display.language ?? 'tr', amount, styleFor(currency, display.liraStyle))
}
