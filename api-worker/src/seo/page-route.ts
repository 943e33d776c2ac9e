import { SLUG_PATTERN } from '@shop/domain'
import { routeTarget } from '@shop/domain/page-routes'

/** A shop page whose head the worker writes (the storefront's routes in mfe-storefront/src/app.tsx). */
export type ShopPage =
  | { kind: 'home' | 'products' | 'categories' | 'not-found' }
  | { kind: 'product'; idOrSlug: string }
  | { kind: 'category'; slug: string }
  | { kind: 'content'; slug: string }

/** Single-segment paths that are screens, not content pages (the shell's route table, the cart). */
const SCREENS = new Set(['admin', 'login', 'register', 'profile', 'orders', 'wishlist', 'checkout', 'cart'])

/** The shop page a path shows, or null for everything else (screens, account, admin, files). */
export function matchShopPage(pathname: string): ShopPage | null {
  if (pathname === '/') return { kind: 'home' }
  if (pathname === '/products') return { kind: 'products' }
  if (pathname === '/categories') return { kind: 'categories' }
  if (pathname === '/404') return { kind: 'not-found' }
  const segments = pathname.slice(1).split('/')
  const [first = '', second] = segments
  if (segments.length === 2 && second) {
    const value = safeDecode(second)
    if (value === null) return null
    if (first === 'products') return { kind: 'product', idOrSlug: value }
    if (first === 'category') return { kind: 'category', slug: value }
  }
  if (segments.length === 1 && SLUG_PATTERN.test(first) && !SCREENS.has(first))
    return { kind: 'content', slug: first }
  if (isUnknownPage(pathname)) return { kind: 'not-found' }
  return null
}

/** A path with an extension is a file: a missing one is the static files' answer, never a page. */
const looksLikeFile = (pathname: string) => /\.[a-z0-9]+$/i.test(pathname)

/**
 * A path no route of the shell takes (the storefront would draw its not-found screen there, as for '/nope/x'): the
 * not-found page with its 404, not the shell's HTML with a 200 that search engines would keep as a page.
 */
function isUnknownPage(pathname: string): boolean {
  const target = routeTarget(pathname)
  return target.area === 'storefront' && !target.screen && !looksLikeFile(pathname)
}

/**
 * Whether a path is one of the shell's screens (the cart, checkout, sign-in, account and admin screens, at any depth):
 * never a file, always the shell's HTML.
 */
export function isScreenPath(pathname: string): boolean {
  return SCREENS.has(pathname.slice(1).split('/')[0] ?? '')
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}
