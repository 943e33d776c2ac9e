import { CURRENCY_SYMBOLS, type Language } from './constants'

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

/**
 * A number formatter for a locale, made on first use: the first Intl formatter a page makes loads the locale data
 * (tens of milliseconds on a slow phone), which must not happen while the module is evaluated, inside the start-up
 * task, and never for a language the page does not show.
 */
function decimals(locale: string, fewest: number, most: number): () => Intl.NumberFormat {
  let made: Intl.NumberFormat | undefined
  return () => {
    made ??= new Intl.NumberFormat(locale, { minimumFractionDigits: fewest, maximumFractionDigits: most })
    return made
  }
}

const turkishAmount = decimals('tr-TR', 2, 2)
const englishAmount = decimals('en-US', 2, 2)
// A rate may carry up to four decimals (the settings card enters them at 0.0001); amounts stay at two.
const turkishRate = decimals('tr-TR', 2, 4)
const englishRate = decimals('en-US', 2, 4)

/** Exactly two decimals in Turkish number format, whatever the interface language: 1234.5 → '1.234,50'. */
export function formatAmount(amount: number): string {
  return turkishAmount().format(amount)
}

/**
 * A number with its currency symbol in the reader's language (docs/decisions.md, "Money reads in the interface
 * language"): in Turkish (and any language but English) where the style puts it; in English in front, a symbol of
 * letters keeping a space.
 */
function withSymbol(language: Language, text: string, style: MoneyStyle): string {
  if (language === 'en') return style.symbol.length > 1 ? `${style.symbol} ${text}` : `${style.symbol}${text}`
  return style.position === 'before' ? `${style.symbol}${text}` : `${text} ${style.symbol}`
}

export function formatMoney(amount: number, style: MoneyStyle = DEFAULT_LIRA_STYLE): string {
  return withSymbol('tr', formatAmount(amount), style)
}

/**
 * An amount in the reader's language, the one rule for screens and the API's own texts (WhatsApp messages, price
 * changes):
 * - Turkish (and any language but English): Turkish digits, and the symbol where the style puts it: '1.234,56 ₺',
 *   '$1.234,56', '€1.234,56' (what Intl gives for tr-TR and how Turkish price lists write dollars and euros).
 * - English: English digits with the symbol in front, as English readers expect: '₺1,234.56', '$1,234.56',
 *   '€1,234.56'; a symbol of letters (a lira style of 'TL') keeps a space: 'TL 1,234.56'.
 */
export function formatMoneyIn(language: Language, amount: number, style: MoneyStyle): string {
  const text = (language === 'en' ? englishAmount : turkishAmount)().format(amount)
  return withSymbol(language, text, style)
}

/** An exchange rate (lira for one dollar or euro) by the same rule, with two to four decimals: '34,1234 ₺'. */
export function formatRateIn(language: Language, rate: number, style: MoneyStyle): string {
  const text = (language === 'en' ? englishRate : turkishRate)().format(rate)
  return withSymbol(language, text, style)
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
