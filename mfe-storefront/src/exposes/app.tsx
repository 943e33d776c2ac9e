import { storefrontCatalogue } from '@shop/i18n/storefront-catalogue'
import { RemoteProviders } from '@shop/ui'
import StorefrontApp from '../app'

/** `storefront/App`: the storefront's routes with the storefront's own messages and API client navigation. */
export default function ExposedStorefrontApp() {
  return (
    <RemoteProviders catalogue={storefrontCatalogue}>
      <StorefrontApp />
    </RemoteProviders>
  )
}
