import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { ADMIN, apiLogin, signInPage } from './support/admin'
import { buildChangedStorefront, CHANGED } from './support/changed-storefront'
import { buildIdOf, deployStorefront, rollbackStorefront } from './support/deploy-remote'

/**
 * One team ships the storefront alone: its build with a reworded message, a new message key and a new API client
 * call is uploaded and made live while the shop runs; the shell and the other remotes are not rebuilt or touched.
 */
test.describe.configure({ mode: 'serial' })

const BUILT_STOREFRONT = '/remotes/storefront/mf-manifest.json'
/** Outside the repository: the copy is a second source tree the linters and test runners must not see. */
const CHANGED_COPY = join(tmpdir(), `shop-changed-storefront-${process.pid}`)

interface Registry {
  storefront: string
  account: string
  admin: string
}

let origin = ''
let changedDist = ''

/**
 * A request from a test has no timeout of its own, so one that never gets an answer held the whole test for two
 * minutes in a CI run (its retry passed in 9 s): it now fails in 20 s and the retry comes sooner.
 */
const REGISTRY_READ_TIMEOUT_MS = 20_000

async function registry(page: Page): Promise<Registry> {
  const answer = await page.request.get('/remotes.json', { timeout: REGISTRY_READ_TIMEOUT_MS })
  expect(answer.headers()['cache-control']).toBe('no-store')
  return (await answer.json()) as Registry
}

/** Every script the page loaded, by path. */
function scriptPaths(page: Page): string[] {
  const paths: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname)
  })
  return paths
}

/** The shell's own files (served from /static), each once, in a stable order. */
function shellFiles(paths: string[]): string[] {
  return [...new Set(paths.filter((path) => path.startsWith('/static/')))].sort()
}

async function footerHeading(page: Page) {
  const footer = page.locator('footer')
  await expect(footer.getByRole('heading', { level: 2 }).first()).toBeVisible()
  return footer
}

async function rollBackToBuilt(page: Page) {
  for (let step = 0; step < 5 && (await registry(page)).storefront !== BUILT_STOREFRONT; step++) {
    rollbackStorefront(origin)
  }
}

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(240_000)
  origin = baseURL ?? ''
  changedDist = buildChangedStorefront(CHANGED_COPY)
})

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage()
  await rollBackToBuilt(page)
  await page.close()
  rmSync(CHANGED_COPY, { recursive: true, force: true })
})

test('deploy v1, deploy v2, roll back: the running shell loads each with no rebuild, the other remotes untouched', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const before = await registry(page)
  const accountManifest = await (await page.request.get(before.account)).text()

  deployStorefront('mfe-storefront/dist', origin)
  const v1 = await registry(page)
  const v1Build = buildIdOf(v1.storefront)
  expect(v1Build, v1.storefront).toBeTruthy()
  expect({ account: v1.account, admin: v1.admin }).toEqual({ account: before.account, admin: before.admin })

  let scripts = scriptPaths(page)
  await page.goto('/')
  let footer = await footerHeading(page)
  await expect(footer.getByRole('heading', { name: 'Kurumsal', exact: true })).toBeVisible()
  await expect(page.getByTestId('release-note')).toHaveCount(0)
  expect(scripts.some((path) => path.startsWith(`/remote-builds/storefront/${v1Build}/`))).toBe(true)
  const shellScripts = shellFiles(scripts)
  expect(shellScripts.length).toBeGreaterThan(0)

  deployStorefront(changedDist, origin)
  const v2 = await registry(page)
  const v2Build = buildIdOf(v2.storefront)
  expect(v2Build).toBeTruthy()
  expect(v2Build).not.toBe(v1Build)
  expect({ account: v2.account, admin: v2.admin }).toEqual({ account: before.account, admin: before.admin })
  expect(await (await page.request.get(v2.account)).text()).toBe(accountManifest)

  page.removeAllListeners('request')
  scripts = scriptPaths(page)
  await page.reload()
  footer = await footerHeading(page)
  await expect(footer.getByRole('heading', { name: CHANGED.corporateHeading })).toBeVisible()
  // A message key the shell has never seen, filled by a client call the shell does not have: the remote brings both.
  await expect(page.getByTestId('release-note')).toHaveText(CHANGED.releaseNote('ok'))
  expect(scripts.some((path) => path.startsWith(`/remote-builds/storefront/${v2Build}/`))).toBe(true)
  expect(shellFiles(scripts)).toEqual(shellScripts)

  rollbackStorefront(origin)
  expect((await registry(page)).storefront).toBe(v1.storefront)
  await page.reload()
  footer = await footerHeading(page)
  await expect(footer.getByRole('heading', { name: 'Kurumsal', exact: true })).toBeVisible()
  await expect(page.getByTestId('release-note')).toHaveCount(0)
})

test('a preview build: an admin sees it under a banner and closes it in one click; a visitor never loads it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const live = await registry(page)
  const printed = deployStorefront(changedDist, origin, { preview: true })
  const link = /\/\?remote:storefront=\S+/.exec(printed)?.[0]
  expect(link, printed).toBeTruthy()
  expect(await registry(page)).toEqual(live)

  const visitor = await browser.newPage()
  await visitor.goto(link ?? '/')
  await footerHeading(visitor)
  await expect(
    visitor.locator('footer').getByRole('heading', { name: 'Kurumsal', exact: true }),
  ).toBeVisible()
  await expect(visitor.getByTestId('preview-banner')).toHaveCount(0)
  await visitor.close()

  await signInPage(page, await apiLogin(page.request, ADMIN))
  await page.goto(link ?? '/')
  const banner = page.getByRole('region', { name: 'Önizleme' })
  await expect(banner).toBeVisible()
  await expect(banner).toContainText('storefront')
  await expect(page.locator('footer').getByRole('heading', { name: CHANGED.corporateHeading })).toBeVisible()
  // Kept for the tab: another page of the shop still shows the preview.
  await page.goto('/products')
  await expect(banner).toBeVisible()
  await banner.getByRole('button', { name: 'Önizlemeyi kapat' }).click()
  await expect(banner).toHaveCount(0)
  await expect(page).toHaveURL(/\/products$/)
  await expect(page.locator('footer').getByRole('heading', { name: 'Kurumsal', exact: true })).toBeVisible()
})
