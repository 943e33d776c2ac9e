import { storefrontCatalogue } from '@shop/i18n/storefront-catalogue'
import '@shop/ui/theme.css'
import { StandaloneApp } from '@shop/ui'
import { createRoot } from 'react-dom/client'
import StorefrontApp from './exposes/app'
import SiteFooter from './exposes/footer'
import SiteHeader from './exposes/header'

/** Standalone mode for the storefront team: what the shell gives the storefront, without the shell. */
const container = document.getElementById('root')
if (!container) throw new Error('#root is missing')

createRoot(container).render(
  <StandaloneApp catalogue={storefrontCatalogue}>
    <SiteHeader />
    <main id="main">
      <StorefrontApp />
    </main>
    <SiteFooter />
  </StandaloneApp>,
)
