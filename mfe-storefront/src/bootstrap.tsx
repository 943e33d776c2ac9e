import { storefrontCatalogue } from '@shop/i18n/storefront-catalogue'
import '@shop/ui/theme.css'
import {
  createShopBrowserHistory,
  createShopQueryClient,
  SettingsEffects,
  ShopProviders,
  ShopRouter,
} from '@shop/ui'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import StorefrontApp from './exposes/app'
import SiteFooter from './exposes/footer'
import SiteHeader from './exposes/header'

/**
 * Standalone mode for the storefront team: the same providers, router and packages the shell uses, without the
 * shell.
 */
const container = document.getElementById('root')
if (!container) throw new Error('#root is missing')

createRoot(container).render(
  <StrictMode>
    <ShopProviders queryClient={createShopQueryClient()} catalogue={storefrontCatalogue}>
      <ShopRouter history={createShopBrowserHistory()}>
        <SettingsEffects />
        <SiteHeader />
        <main id="main">
          <StorefrontApp />
        </main>
        <SiteFooter />
      </ShopRouter>
    </ShopProviders>
  </StrictMode>,
)
