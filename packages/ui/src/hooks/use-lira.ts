import { usePublicSettings } from '@shop/api-client'
import { liraStyleOf } from '@shop/domain'
import { formatMoneyIn } from '@shop/i18n'
import { languageAtom } from '@shop/state'
import { useAtomValue } from 'jotai'
import { useCallback } from 'react'

/**
 * Amounts that are lira whatever the visitor's display currency (orders, revenue), in the shop's lira style from
 * settings and the interface language's number format: '1.234,50 ₺', '₺1,234.50'. Prices shown to shoppers go through `useDisplayCurrency` instead.
 */
export function useLira(): (amount: number) => string {
  const { settings } = usePublicSettings()
  const { code, symbol, position } = settings.currency
  const language = useAtomValue(languageAtom)
  return useCallback(
    (amount: number) => formatMoneyIn(language, amount, liraStyleOf({ code, symbol, position })),
    [code, symbol, position, language],
  )
}
