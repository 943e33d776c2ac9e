import { SITEMAP_INDEX_PATH } from './sitemap'

/** Screens with nothing to index: the admin, the shopper's own pages, the cart and checkout, sign-in forms. */
export const DISALLOWED_PATHS = [
  '/admin',
  '/profile',
  '/orders',
  '/cart',
  '/checkout',
  '/login',
  '/register',
  '/wishlist',
] as const

/** `GET /robots.txt`: every crawler may read the shop except the paths above; the sitemap's absolute address. */
export function serveRobots(request: Request): Response {
  const { origin } = new URL(request.url)
  const body = [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}${SITEMAP_INDEX_PATH}`,
    '',
  ].join('\n')
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
