import { provideTransport } from '@shop/api-client'
import * as transport from '@shop/api-client/transport'
import { accountCatalogue } from '@shop/i18n/account-catalogue'
import { RemoteProviders } from '@shop/ui'
import AccountApp from '../app'

// The account's screens ask the API for their data as they open (orders, profile, checkout's quote): the transport is
// part of this remote's first load, not a chunk its first call waits for (packages/api-client lazy-transport.ts).
provideTransport(transport)

/** `account/App`: the account routes with the account remote's own messages and API client navigation. */
export default function ExposedAccountApp() {
  return (
    <RemoteProviders catalogue={accountCatalogue}>
      <AccountApp />
    </RemoteProviders>
  )
}
