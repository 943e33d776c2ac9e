import { shopCatalogue } from '@shop/i18n'
import { RemoteProviders } from '@shop/ui'
import SiteHeader from '../frame/site-header'

/** `storefront/Header`: the site header with the storefront's own messages and API client navigation. */
export default function ExposedSiteHeader() {
  return (
    <RemoteProviders catalogue={shopCatalogue}>
      <SiteHeader />
    </RemoteProviders>
  )
}
