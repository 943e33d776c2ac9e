import { adminCredentials } from '../lib/local-env.mjs'

/** The API's session cookie (api-worker/src/lib/session-cookie.ts). */
const SESSION_COOKIE = '__Host-shop_session'

/**
 * A logged-in admin for pages behind the /admin guard: logs in through the API, then gives the browser the session
 * cookie and the user under the spec's `user` key before the page's scripts run, as the login screen would.
 */
export async function adminSession(baseUrl) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(adminCredentials()),
  })
  if (!response.ok) throw new Error(`admin login failed with ${response.status}`)
  const { data } = await response.json()
  const { hostname } = new URL(baseUrl)
  return {
    token: data.token,
    prepare: async (page) => {
      // By host and path: for an http URL Playwright drops `secure`, which the __Host- prefix needs.
      await page.context().addCookies([
        {
          name: SESSION_COOKIE,
          value: data.token,
          domain: hostname,
          path: '/',
          httpOnly: true,
          secure: true,
          sameSite: 'Strict',
        },
      ])
      await page.addInitScript((user) => localStorage.setItem('user', JSON.stringify(user)), data.user)
    },
  }
}
