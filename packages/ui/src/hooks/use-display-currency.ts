import { usePublicSettings } from '@shop/api-client'
import type { ExchangeRates } from '@shop/domain'
import { DEFAULT_LIRA_STYLE, type DisplayCurrency } from '@shop/i18n'
import { currencyAtom } from '@shop/state'
import { useAtomValue } from 'jotai'
import { useMemo } from 'react'

const NO_RATES: ExchangeRates = {}

/**
 * The visitor's currency with the lira style from settings. Rates come from the caller; without a rate for the
 * chosen currency prices stay in lira (storefront.md §5).
 */
export function useDisplayCurrency(rates: ExchangeRates = NO_RATES): DisplayCurrency {
  const currency = useAtomValue(currencyAtom)
  const { settings } = usePublicSettings()
  const { code, symbol, position } = settings.currency
  return useMemo(
    () => ({
      currency,
      rates,
      liraStyle: code === 'TRY' && symbol ? { symbol, position } : DEFAULT_LIRA_STYLE,
    }),
    [currency, rates, code, symbol, position],
  )
}
