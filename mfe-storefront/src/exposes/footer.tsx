import { storefrontCatalogue } from '@shop/i18n/storefront-catalogue'
import { RemoteProviders } from '@shop/ui'
import SiteFooter from '../features/layout/components/site-footer'

/** `storefront/Footer`: the site footer with the storefront's own messages and API client navigation. */
export default function ExposedSiteFooter() {
  return (
    <RemoteProviders catalogue={storefrontCatalogue}>
      <SiteFooter />
    </RemoteProviders>
  )
}
