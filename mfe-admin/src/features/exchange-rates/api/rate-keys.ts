import type { ForeignCurrency } from '@shop/domain'

/** Query keys of the admin exchange rates screen (apart from the shop's own public rates query). */
export const rateKeys = {
  all: () => ['admin', 'exchange-rates'] as const,
  list: () => [...rateKeys.all(), 'list'] as const,
  histories: () => [...rateKeys.all(), 'history'] as const,
  history: (code: ForeignCurrency, limit: number) => [...rateKeys.histories(), code, limit] as const,
}
