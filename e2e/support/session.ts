import { type Page, test } from '@playwright/test'

/** The API's session cookie (api-worker/src/lib/session-cookie.ts). */
const SESSION_COOKIE = '__Host-shop_session'

export interface BrowserSession {
  token: string
  user: unknown
}

/**
 * Signs the browser in as the login screen would: the session cookie the API sets, and the user under the spec's
 * `user` key, both in place before any page script runs.
 */
export async function signInBrowser(page: Page, { token, user }: BrowserSession) {
  const baseURL = test.info().project.use.baseURL
  if (!baseURL) throw new Error('signInBrowser needs the project baseURL')
  // By host and path rather than URL: for an http URL Playwright drops `secure`, which the __Host- prefix needs.
  const { hostname } = new URL(baseURL)
  await page.context().addCookies([
    {
      name: SESSION_COOKIE,
      value: token,
      domain: hostname,
      path: '/',
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
    },
  ])
  await page.addInitScript((stored) => localStorage.setItem('user', JSON.stringify(stored)), user)
}

/** Forgets the browser's session, as after a logout: cookie and stored user. */
export async function signOutBrowser(page: Page) {
  await page.context().clearCookies({ name: SESSION_COOKIE })
  await page.evaluate(() => localStorage.removeItem('user'))
}
