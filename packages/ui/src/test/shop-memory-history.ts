import { UNSAFE_createMemoryHistory } from 'react-router-dom'
import { createGuardedHistory, type GuardedHistory } from '../routing/guarded-history'

/** The shop's guarded history held in memory, for tests: what <ShopRouter> runs on in the browser. */
export function createShopMemoryHistory(initialEntries: string[]): GuardedHistory {
  return createGuardedHistory(UNSAFE_createMemoryHistory({ initialEntries, v5Compat: true }))
}
