import type { Locator } from '@playwright/test'

/** How much wider a table is than the frame it scrolls in. */
export const overflowOf = (table: Locator) =>
  table.evaluate(
    (element) => (element.parentElement?.scrollWidth ?? 0) - (element.parentElement?.clientWidth ?? 0),
  )
