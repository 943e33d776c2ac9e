import { shopCatalogue } from '@shop/i18n'
import { RemoteProviders } from '@shop/ui'
import SiteFooter from '../features/layout/components/site-footer'

/** `storefront/Footer`: the site footer with the storefront's own messages and API client navigation. */
export default function ExposedSiteFooter() {
  return (
    <RemoteProviders catalogue={shopCatalogue}>
      <SiteFooter />
    </RemoteProviders>
  )
}
