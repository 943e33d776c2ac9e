import { type Access, accessOf } from '../../../src/access/policy'
import { app } from '../../../src/app'

export interface RouteEntry {
  method: string
  /** The pattern as the app's route table holds it, e.g. `/api/products/:id`. */
  path: string
  access: Access | undefined
}

/**
 * Every endpoint of the app's own route table with the access its first handler (the policy guard) declares: the same
 * reading as test/route-policy.test.ts, so a route added without a policy shows up here as `access: undefined`.
 */
export function endpoints(): RouteEntry[] {
  const seen = new Map<string, RouteEntry>()
  for (const route of app.routes) {
    if (route.method === 'ALL') continue
    const key = `${route.method} ${route.path}`
    if (!seen.has(key))
      seen.set(key, { method: route.method, path: route.path, access: accessOf(route.handler) })
  }
  return [...seen.values()]
}

export const label = (route: RouteEntry) => `${route.method} ${route.path}`

export const hasBody = (method: string) => method !== 'GET' && method !== 'HEAD'

/** A 24-hex id in the shop's shape that no record has (its time part is in 1970). */
const PLAUSIBLE_ID = '000000010123456789abcdef'

/** Plausible values per parameter name: ids look like ids, slugs like slugs, so the request gets past the shape checks. */
function plausible(name: string): string {
  if (/id$/i.test(name)) return PLAUSIBLE_ID
  if (/slug/i.test(name)) return 'olmayan-urun'
  if (/group/i.test(name)) return 'general'
  if (/lang|language/i.test(name)) return 'en'
  if (/code|currency/i.test(name)) return 'USD'
  return PLAUSIBLE_ID
}

/** A concrete path for a pattern, each parameter filled with a plausible value that names no record. */
export const concretePath = (path: string) =>
  path.replace(/:(\w+)(\{[^}]*\})?/g, (_match, name: string) => plausible(name))
