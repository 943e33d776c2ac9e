import { formatMoney } from '@shop/i18n'
import { useDisplayCurrency } from '@shop/ui'
import { useCallback } from 'react'

/**
 * Order amounts in lira with the shop's lira style: an order is priced and paid in lira, so its amounts are not
 * converted into the visitor's display currency.
 */
export function useLira(): (amount: number) => string {
  const { liraStyle } = useDisplayCurrency()
  return useCallback((amount: number) => formatMoney(amount, liraStyle), [liraStyle])
}
