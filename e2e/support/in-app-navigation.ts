import type { Page } from '@playwright/test'

/**
 * Opens a path inside the running app, as a click on one of its links does: the router renders the new screen and
 * no code is downloaded or started again. (The router takes it as a history step, which it handles like a link.)
 */
export async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path)
}
