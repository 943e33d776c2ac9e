import { loadToasts } from '@shop/api-client'
import { loadMessages } from '@shop/i18n'
import { accountCatalogue } from '@shop/i18n/account-catalogue'
import { adminCatalogue } from '@shop/i18n/admin-catalogue'
import { frameCatalogue } from '@shop/i18n/frame-catalogue'
import { storefrontCatalogue } from '@shop/i18n/storefront-catalogue'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// The apps fetch one language's catalogue before their first render; tests start with both in.
await Promise.all([
  loadMessages('tr'),
  loadMessages('en'),
  frameCatalogue.load('tr'),
  frameCatalogue.load('en'),
  storefrontCatalogue.load('tr'),
  storefrontCatalogue.load('en'),
  accountCatalogue.load('tr'),
  accountCatalogue.load('en'),
  adminCatalogue.load('tr'),
])
// The toaster's code arrives after an app's first render; tests start with it in, so a toast is raised at once.
await loadToasts()

// findBy*/waitFor wait up to 5 s for the state they check, not 1 s: on two cores busy with the rest of `npm test`, a
// click's request, answer and navigation took longer than a second (a checkout retry failed so in CI).
configure({ asyncUtilTimeout: 5_000 })

afterEach(() => {
  cleanup()
  // A form's draft kept through a sign-in lives in the tab's storage: one test's draft must not open in the next.
  sessionStorage.clear()
})
