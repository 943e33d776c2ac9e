import type { RemoteName } from './remote-registry'

/**
 * The shell's route table, one source for the shell (which remote it renders) and the worker (whose files a page's
 * HTML preloads). Plain path patterns, no router: the worker reads them too.
 */
export type RouteTarget =
  | { area: 'admin' }
  | { area: 'account'; requiresLogin: boolean; screen?: string }
  | { area: 'storefront'; screen?: StorefrontScreen }

/**
 * The account remote's screens; `:name` is one path segment. `screen` names the lazy chunk the remote renders there
 * (@shop/domain screen-chunks): the worker preloads it with the page.
 */
export const ACCOUNT_ROUTES = [
  { path: '/login', requiresLogin: false, screen: 'login' },
  { path: '/register', requiresLogin: false, screen: 'register' },
  { path: '/profile', requiresLogin: true, screen: 'profile' },
  { path: '/orders', requiresLogin: true, screen: 'orders' },
  { path: '/orders/:id', requiresLogin: true, screen: 'order' },
  { path: '/wishlist', requiresLogin: true, screen: 'wishlist' },
  // Checkout guards itself: an empty cart goes to /cart, a visitor is told why before /login (storefront.md §5).
  { path: '/checkout', requiresLogin: false, screen: 'checkout' },
] as const satisfies readonly { path: string; requiresLogin: boolean; screen: string }[]

/** The account remote's lazy screens, one per route. */
export type AccountScreen = (typeof ACCOUNT_ROUTES)[number]['screen']

/**
 * The storefront's pages, matched in this order, and the lazy screen each renders (@shop/domain screen-chunks): the
 * storefront's routes are this table, and the worker preloads the screen with the page. A single-segment path no
 * fixed page takes (the account's included, which the shell routes first) is a content page; /404 and any other path
 * is the not-found screen, which is not lazy.
 */
export const STOREFRONT_ROUTES = [
  { path: '/', screen: 'home' },
  { path: '/products', screen: 'products' },
  { path: '/products/:idOrSlug', screen: 'product' },
  { path: '/categories', screen: 'categories' },
  { path: '/category/:slug', screen: 'category' },
  { path: '/cart', screen: 'cart' },
  { path: '/404', screen: null },
  { path: '/:slug', screen: 'page' },
] as const satisfies readonly { path: string; screen: string | null }[]

/** The storefront's lazy screens. */
export type StorefrontScreen = NonNullable<(typeof STOREFRONT_ROUTES)[number]['screen']>

const segmentsOf = (path: string) => path.toLowerCase().split('/').filter(Boolean)

/** Whether a path is exactly a pattern's page, as the router matches it: any case, a trailing slash allowed. */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const wanted = segmentsOf(pattern)
  const actual = segmentsOf(pathname)
  return (
    wanted.length === actual.length &&
    wanted.every((segment, index) => segment.startsWith(':') || segment === actual[index])
  )
}

/** The admin remote's pages: the pattern's folder and everything below it. */
export const ADMIN_ROUTE = { path: '/admin/*' } as const

/** Whether a path is /admin or below it. */
export function isAdminPath(pathname: string): boolean {
  const folder = segmentsOf(ADMIN_ROUTE.path).slice(0, -1)
  const actual = segmentsOf(pathname)
  return folder.every((segment, index) => segment === actual[index])
}

/** Which remote owns a path: /admin/* the admin remote, the account screens the account remote, the rest the shop. */
export function routeTarget(pathname: string): RouteTarget {
  if (isAdminPath(pathname)) return { area: 'admin' }
  const account = ACCOUNT_ROUTES.find((route) => matchesRoute(route.path, pathname))
  if (account) return { area: 'account', requiresLogin: account.requiresLogin, screen: account.screen }
  const screen = STOREFRONT_ROUTES.find((route) => matchesRoute(route.path, pathname))?.screen
  return screen ? { area: 'storefront', screen } : { area: 'storefront' }
}

/** One remote's exposed modules a page renders, and the lazy screen they render there, if one. */
export interface PageModules {
  remote: RemoteName
  exposed: readonly string[]
  screen?: string
}

/**
 * The remote modules the shell renders for a route: the area's `App`, and outside the admin (which brings its own
 * layout) the storefront's header and footer around it (the shell's ShopFrame).
 */
export function pageModules(target: RouteTarget): readonly PageModules[] {
  switch (target.area) {
    case 'admin':
      return [{ remote: 'admin', exposed: ['App'] }]
    case 'account':
      return [
        { remote: 'account', exposed: ['App'], ...(target.screen ? { screen: target.screen } : {}) },
        { remote: 'storefront', exposed: ['Header', 'Footer'] },
      ]
    case 'storefront':
      return [
        {
          remote: 'storefront',
          exposed: ['App', 'Header', 'Footer'],
          ...(target.screen ? { screen: target.screen } : {}),
        },
      ]
  }
}
