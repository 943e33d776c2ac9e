import { expect, type Page, test } from '@playwright/test'

/**
 * A module two lazy chunks need is moved into a chunk of its own instead of a copy in each (packages/build-config
 * split-chunks.ts). Read from each app's chunk registry (`self.chunk_<app>`, where every loaded chunk pushes its module
 * table), so it holds whatever the chunks are named. A few small modules are still repeated (the storefront header's
 * button and icons, React's JSX runtime beside react-dom): about 3 KB of source; before, /products repeated 18 KB.
 */
const REPEATED_SOURCE_LIMIT = 4_000

async function repeatedModules(page: Page): Promise<{ ids: string[]; sourceLength: number }> {
  return page.evaluate(() => {
    const ids: string[] = []
    let sourceLength = 0
    for (const registry of Object.keys(self).filter((key) => key.startsWith('chunk_'))) {
      const seen = new Set<string>()
      const entries =
        (self as unknown as Record<string, [unknown, Record<string, unknown>][]>)[registry] ?? []
      for (const [, modules] of entries) {
        for (const [id, factory] of Object.entries(modules ?? {})) {
          if (seen.has(id)) {
            ids.push(`${registry}:${id}`)
            sourceLength += String(factory).length
          }
          seen.add(id)
        }
      }
    }
    return { ids, sourceLength }
  })
}

async function registries(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(self).filter((key) => key.startsWith('chunk_')))
}

test('a shop page downloads the modules of the shell and the storefront once, but for a few small ones', async ({
  page,
}) => {
  await page.goto('/products')
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(await registries(page)).toEqual(expect.arrayContaining(['chunk_shell', 'chunk_storefront']))
  const repeated = await repeatedModules(page)
  expect(repeated.sourceLength, `repeated: ${repeated.ids.join(', ')}`).toBeLessThan(REPEATED_SOURCE_LIMIT)
})

test('the login page downloads the modules of the shell, the storefront and the account remote once, but for a few small ones', async ({
  page,
}) => {
  await page.goto('/login')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(await registries(page)).toEqual(expect.arrayContaining(['chunk_shell', 'chunk_account']))
  const repeated = await repeatedModules(page)
  expect(repeated.sourceLength, `repeated: ${repeated.ids.join(', ')}`).toBeLessThan(REPEATED_SOURCE_LIMIT)
})

/** Sources of every module the page's apps have loaded. */
async function loadedModuleSources(page: Page): Promise<string> {
  return page.evaluate(() =>
    Object.keys(self)
      .filter((key) => key.startsWith('chunk_'))
      .flatMap((registry) =>
        ((self as unknown as Record<string, [unknown, Record<string, unknown>][]>)[registry] ?? []).flatMap(
          ([, modules]) => Object.values(modules ?? {}).map(String),
        ),
      )
      .join('\n'),
  )
}

test('a shop page carries none of the order or address calls, which only the account pages and the cart make', async ({
  page,
}) => {
  await page.goto('/products')
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  const sources = await loadedModuleSources(page)
  expect(sources.includes('wishlist')).toBe(true) // the wishlist toggle's calls are there
  const calls = ['Idempotency-Key', 'my-orders', 'addresses']
  expect(calls.filter((call) => sources.includes(call))).toEqual([])
})
