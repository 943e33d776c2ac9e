import { adminCredentials } from '../lib/local-env.mjs'

/**
 * A logged-in admin for pages behind the /admin guard: logs in through the API and stores the session under the
 * spec's storage keys before the page's scripts run.
 */
export async function adminSession(baseUrl) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(adminCredentials()),
  })
  if (!response.ok) throw new Error(`admin login failed with ${response.status}`)
  const { data } = await response.json()
  return {
    token: data.token,
    prepare: (page) =>
      page.addInitScript(
        ({ token, user }) => {
          localStorage.setItem('auth_token', JSON.stringify(token))
          localStorage.setItem('user', JSON.stringify(user))
        },
        { token: data.token, user: data.user },
      ),
  }
}
