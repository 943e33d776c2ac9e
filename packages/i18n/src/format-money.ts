import {
  CURRENCY_SYMBOLS,
  convertFromLira,
  DEFAULT_LIRA_STYLE,
  type ExchangeRates,
  formatMoney,
  isValidPrice,
  type Language,
  type MoneyStyle,
  type StorefrontCurrency,
} from '@shop/domain'

// The Turkish amount rule is the domain's (the API writes the same amounts into WhatsApp messages); re-exported.
export {
  DEFAULT_LIRA_STYLE,
  formatAmount,
  formatMoney,
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

const englishAmount = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/**
 * An amount in the reader's language (docs/decisions.md, "Money reads in the interface language"):
 * - Turkish: Turkish digits, and the symbol where the style puts it: '1.234,56 ₺', '$1.234,56', '€1.234,56'
 *   (what Intl gives for tr-TR and how Turkish price lists write dollars and euros).
 * - English: English digits with the symbol in front, as English readers expect: '₺1,234.56', '$1,234.56',
 *   '€1,234.56'; a symbol of letters (a lira style of 'TL') keeps a space: 'TL 1,234.56'.
 */
export function formatMoneyIn(language: Language, amount: number, style: MoneyStyle): string {
  if (language !== 'en') return formatMoney(amount, style)
  const text = englishAmount.format(amount)
  return style.symbol.length > 1 ? `${style.symbol} ${text}` : `${style.symbol}${text}`
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
  return formatMoneyIn(display.language ?? 'tr', amount, styleFor(currency, display.liraStyle))
}
