import { usePublicSettings } from '@shop/api-client'
import { CURRENCY_SYMBOLS, type ForeignCurrency, formatMoney, liraStyleOf } from '@shop/domain'
import { useLira } from '@shop/ui'
import { useMemo } from 'react'

// A rate may carry up to four decimals (the settings card enters them at 0.0001); amounts stay at two.
const rateNumber = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 4 })

/**
 * How the rates screen writes numbers, in Turkish number format like every amount: a rate in the shop's lira style
 * with up to four decimals ('34,1234 ₺'), lira amounts, and dollar or euro amounts with their symbol in front.
 */
export function useRateFormat() {
  const lira = useLira()
  const { settings } = usePublicSettings()
  const { code, symbol, position } = settings.currency
  return useMemo(() => {
    const style = liraStyleOf({ code, symbol, position })
    return {
      lira,
      rate: (rate: number) => {
        const text = rateNumber.format(rate)
        return style.position === 'before' ? `${style.symbol}${text}` : `${text} ${style.symbol}`
      },
      foreign: (amount: number, currency: ForeignCurrency) =>
        formatMoney(amount, { symbol: CURRENCY_SYMBOLS[currency], position: 'before' }),
    }
  }, [lira, code, symbol, position])
}
