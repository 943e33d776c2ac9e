import { shopCatalogue } from '@shop/i18n'
import '@shop/ui/theme.css'
import { createShopQueryClient, SettingsEffects, ShopProviders } from '@shop/ui'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom'
import AccountApp from './exposes/app'

/**
 * Standalone mode for the account team: the shell's providers under a data router as in the shell, no shop frame;
 * / opens the login screen.
 */
const container = document.getElementById('root')
if (!container) throw new Error('#root is missing')

const router = createBrowserRouter([
  { path: '/', element: <Navigate to="/login" replace /> },
  {
    path: '*',
    element: (
      <>
        <SettingsEffects />
        <main id="main">
          <AccountApp />
        </main>
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
