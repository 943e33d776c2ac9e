import { matchPath } from 'react-router-dom'

export type RouteTarget =
  | { area: 'admin' }
  | { area: 'account'; requiresLogin: boolean }
  | { area: 'storefront' }

const ACCOUNT_ROUTES: readonly { path: string; requiresLogin: boolean }[] = [
  { path: '/login', requiresLogin: false },
  { path: '/register', requiresLogin: false },
  { path: '/profile', requiresLogin: true },
  { path: '/orders', requiresLogin: true },
  { path: '/orders/:id', requiresLogin: true },
  { path: '/wishlist', requiresLogin: true },
  // Checkout guards itself: an empty cart goes to /cart, a visitor is told why before /login (storefront.md §5).
  { path: '/checkout', requiresLogin: false },
]

/** Which remote owns a path: /admin/* the admin remote, the account screens the account remote, the rest the shop. */
export function routeTarget(pathname: string): RouteTarget {
  if (matchPath({ path: '/admin/*' }, pathname)) return { area: 'admin' }
  const account = ACCOUNT_ROUTES.find((route) => matchPath({ path: route.path, end: true }, pathname))
  if (account) return { area: 'account', requiresLogin: account.requiresLogin }
  return { area: 'storefront' }
}
