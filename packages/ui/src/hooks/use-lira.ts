import { usePublicSettings } from '@shop/api-client'
import { formatMoney, liraStyleOf } from '@shop/domain'
import { useCallback } from 'react'

/**
 * Amounts that are lira whatever the visitor's display currency (orders, revenue), in the shop's lira style from
 * settings: '1.234,50 ₺'. Prices shown to shoppers go through `useDisplayCurrency` instead.
 */
export function useLira(): (amount: number) => string {
  const { settings } = usePublicSettings()
  const { code, symbol, position } = settings.currency
  return useCallback(
    (amount: number) => formatMoney(amount, liraStyleOf({ code, symbol, position })),
    [code, symbol, position],
  )
}
