import { describe, expect, it } from 'vitest'
import { POLICY_PAGES } from './pages-policies'
import { SHOP_PAGES } from './pages-shop'

/** The heading levels of an HTML fragment, in order. */
const headingLevels = (html: string) => [...html.matchAll(/<h([1-6])\b/g)].map((match) => Number(match[1]))

describe('seeded content pages', () => {
  // The page shows its title as the one h1; its text's headings go on from there without skipping a level (axe's
  // heading-order: the FAQ and privacy pages went from the h1 straight to h3).
  it.each(
    [...SHOP_PAGES, ...POLICY_PAGES].map((page) => [page.slug, page] as const),
  )('%s: headings descend one level at a time from the title', (_slug, page) => {
    for (const html of Object.values(page.content)) {
      let previous = 1
      for (const level of headingLevels(html ?? '')) {
        expect(level).toBeGreaterThan(1)
        expect(level).toBeLessThanOrEqual(previous + 1)
        previous = level
      }
    }
  })
})
