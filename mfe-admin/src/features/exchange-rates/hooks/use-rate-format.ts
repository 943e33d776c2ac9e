import { usePublicSettings } from '@shop/api-client'
import {
  CURRENCY_SYMBOLS,
  type ForeignCurrency,
  formatMoneyIn,
  formatRateIn,
  liraStyleOf,
} from '@shop/domain'
import { languageAtom } from '@shop/state'
import { useLira } from '@shop/ui'
import { useAtomValue } from 'jotai'
import { useMemo } from 'react'

/**
 * How the rates screen writes numbers, by the money rule of the admin's language like every amount: a rate in the
 * shop's lira style with up to four decimals ('34,1234 ₺', '₺34.1234'), lira amounts, and dollar or euro amounts with
 * their symbol in front.
 */
export function useRateFormat() {
  const lira = useLira()
  const language = useAtomValue(languageAtom)
  const { settings } = usePublicSettings()
  const { code, symbol, position } = settings.currency
  return useMemo(() => {
    const style = liraStyleOf({ code, symbol, position })
    return {
      lira,
      rate: (rate: number) => formatRateIn(language, rate, style),
      foreign: (amount: number, currency: ForeignCurrency) =>
        formatMoneyIn(language, amount, { symbol: CURRENCY_SYMBOLS[currency], position: 'before' }),
    }
  }, [lira, language, code, symbol, position])
}
