import { expect, test } from '@playwright/test'
import { recordScripts } from './fixtures'
import { ADMIN, apiLogin, signInPage } from './support/admin'

/** Scripts of the admin's other screens and of the page editor (chunk names in mfe-admin's lazy imports). */
const SCREEN_CHUNK = /\/remotes\/admin\/.*\/(screen-[a-z-]+|rich-text-editor)\.[0-9a-f]+\.js$/
const catalogue = (language: 'tr' | 'en') => new RegExp(`/(admin-)?messages-${language}\\.[0-9a-f]+\\.js$`)

test.describe('an English-speaking admin', () => {
  test.use({ locale: 'en-US' })

  test('opens the dashboard without the other screens or any Turkish catalogue; a screen comes when opened', async ({
    page,
    request,
  }) => {
    const scripts = recordScripts(page)
    await signInPage(page, await apiLogin(request, ADMIN))
    await page.goto('/admin')
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await expect(page.getByTestId('revenue-summary')).toBeVisible()
    await page.waitForLoadState('networkidle')

    expect(scripts.filter((path) => SCREEN_CHUNK.test(path))).toEqual([])
    expect(scripts.filter((path) => catalogue('tr').test(path))).toEqual([])
    expect(scripts.filter((path) => /\/remotes\/admin\/.*admin-messages-en\./.test(path))).toHaveLength(1)

    await page.getByRole('navigation').getByRole('link', { name: 'Pages' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible()
    expect(scripts.filter((path) => SCREEN_CHUNK.test(path)).map((path) => path.split('/').pop())).toEqual([
      expect.stringMatching(/^screen-pages\./),
    ])
  })
})

test('a Turkish-speaking admin gets no English catalogue', async ({ page, request }) => {
  const scripts = recordScripts(page)
  await signInPage(page, await apiLogin(request, ADMIN))
  await page.goto('/admin')
  await expect(page.getByRole('heading', { level: 1, name: 'Gösterge Paneli' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(scripts.filter((path) => catalogue('en').test(path))).toEqual([])
  expect(scripts.filter((path) => /\/remotes\/admin\/.*admin-messages-tr\./.test(path))).toHaveLength(1)
})

test('a screen still downloading holds its place in the admin frame and says it is loading', async ({
  page,
  request,
}) => {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/screen-users\.[0-9a-f]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await signInPage(page, await apiLogin(request, ADMIN))
  await page.goto('/admin/users')
  const loading = page.getByTestId('screen-loading')
  await expect(loading.getByRole('status')).toHaveText('Yükleniyor…')
  await expect(loading).toHaveAttribute('aria-busy', 'true')
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Kullanıcılar' })).toBeVisible()
  expect((await loading.boundingBox())?.height).toBeGreaterThan(300)
  release()
  await expect(page.getByRole('heading', { level: 1, name: 'Kullanıcılar' })).toBeVisible()
  await expect(loading).toHaveCount(0)
})

test("the admin's frame renders from the settings inlined in its page, without asking the API for them", async ({
  page,
  request,
}) => {
  await signInPage(page, await apiLogin(request, ADMIN))
  const settingsCalls: string[] = []
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/settings/public') settingsCalls.push(sent.url())
  })
  await page.goto('/admin')
  await expect(page.getByRole('heading', { level: 1, name: 'Gösterge Paneli' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(settingsCalls).toEqual([])
})
