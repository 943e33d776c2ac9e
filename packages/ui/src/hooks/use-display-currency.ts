import { useExchangeRates, usePublicSettings } from '@shop/api-client'
import { liraStyleOf } from '@shop/domain'
import type { DisplayCurrency } from '@shop/i18n'
import { currencyAtom, languageAtom } from '@shop/state'
import { useAtomValue } from 'jotai'
import { useMemo } from 'react'

/**
 * How every remote shows prices: the visitor's currency, the shared exchange rates (loaded and polled only while a
 * foreign currency is chosen), the lira style from settings and the interface language (the number format). Without a rate prices stay in lira (storefront.md §5).
 */
export function useDisplayCurrency(): DisplayCurrency {
  const currency = useAtomValue(currencyAtom)
  const language = useAtomValue(languageAtom)
  const rates = useExchangeRates(currency !== 'TRY')
  const { settings } = usePublicSettings()
  const { code, symbol, position } = settings.currency
  return useMemo(
    () => ({ currency, rates, liraStyle: liraStyleOf({ code, symbol, position }), language }),
    [currency, rates, code, symbol, position, language],
  )
}
