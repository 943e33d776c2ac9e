import { accountCatalogue } from '@shop/i18n/account-catalogue'
import { RemoteProviders } from '@shop/ui'
import AccountApp from '../app'

/** `account/App`: the account routes with the account remote's own messages and API client navigation. */
export default function ExposedAccountApp() {
  return (
    <RemoteProviders catalogue={accountCatalogue}>
      <AccountApp />
    </RemoteProviders>
  )
}
