import { shopCatalogue } from '@shop/i18n'
import '@shop/ui/theme.css'
import { createShopQueryClient, SettingsEffects, ShopProviders } from '@shop/ui'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import StorefrontApp from './exposes/app'
import SiteFooter from './exposes/footer'
import SiteHeader from './exposes/header'

/**
 * Standalone mode for the storefront team: the same providers and packages the shell uses, under a data router as
 * in the shell, without the shell.
 */
const container = document.getElementById('root')
if (!container) throw new Error('#root is missing')

const router = createBrowserRouter([
  {
    path: '*',
    element: (
      <>
        <SettingsEffects />
        <SiteHeader />
        <main id="main">
          <StorefrontApp />
        </main>
        <SiteFooter />
      </>
    ),
  },
])

createRoot(container).render(
  <StrictMode>
    <ShopProviders queryClient={createShopQueryClient()} catalogue={shopCatalogue}>
      <RouterProvider router={router} />
    </ShopProviders>
  </StrictMode>,
)
