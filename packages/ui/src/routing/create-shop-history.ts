import { UNSAFE_createBrowserHistory } from 'react-router-dom'
import { createGuardedHistory, type GuardedHistory } from './guarded-history'

/** The page's history, for <ShopRouter>. v5Compat: the router hears of every change, not only back and forward. */
export function createShopBrowserHistory(): GuardedHistory {
  return createGuardedHistory(UNSAFE_createBrowserHistory({ v5Compat: true }))
}
