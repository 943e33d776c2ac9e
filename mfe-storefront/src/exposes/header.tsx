import { storefrontCatalogue } from '@shop/i18n/storefront-catalogue'
import { RemoteProviders } from '@shop/ui'
import SiteHeader from '../frame/site-header'

/** `storefront/Header`: the site header with the storefront's own messages and API client navigation. */
export default function ExposedSiteHeader() {
  return (
    <RemoteProviders catalogue={storefrontCatalogue}>
      <SiteHeader />
    </RemoteProviders>
  )
}
