import { RESERVED_PAGE_SLUGS, RESERVED_PRODUCT_SLUGS } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import { app } from '../src/app'

/** The fixed first segments of the app's routes under `prefix` (`/api/products/stats` → `stats`). */
function fixedSegmentsUnder(prefix: string): Set<string> {
  const segments = new Set<string>()
  for (const route of app.routes) {
    if (!route.path.startsWith(prefix)) continue
    const [first] = route.path.slice(prefix.length).split('/')
    if (first && !first.startsWith(':') && first !== '*') segments.add(first)
  }
  return segments
}

describe('addresses a product or content page shares with a fixed API route', () => {
  // A product's page reads `GET /api/products/<slug>` and a content page's `GET /api/pages/<slug>`: a fixed route
  // there (the facets, the staff list) would answer instead, and the page would break or ask the shopper to sign in.
  it('no product can be given a slug that a fixed route of /api/products answers', () => {
    const fixed = fixedSegmentsUnder('/api/products/')
    expect(fixed.size).toBeGreaterThan(5)
    expect([...fixed].filter((segment) => !RESERVED_PRODUCT_SLUGS.has(segment))).toEqual([])
  })

  it('no content page can be given a slug that a fixed route of /api/pages answers', () => {
    const fixed = fixedSegmentsUnder('/api/pages/')
    expect(
      [...fixed].filter((segment) => !(RESERVED_PAGE_SLUGS as readonly string[]).includes(segment)),
    ).toEqual([])
  })
})
