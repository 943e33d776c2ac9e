import { adminCatalogue } from '@shop/i18n/admin-catalogue'
import '@shop/ui/theme.css'
import { createShopQueryClient, SettingsEffects, ShopProviders } from '@shop/ui'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom'
import AdminApp from './exposes/app'

/**
 * Standalone mode for the admin team: the shell's providers and the admin routes, under a data router as in the
 * shell (the forms' unsaved-changes prompt needs one). The role guard lives in the shell; the API still refuses
 * admin calls without an admin token.
 */
const container = document.getElementById('root')
if (!container) throw new Error('#root is missing')

const router = createBrowserRouter([
  { path: '/', element: <Navigate to="/admin" replace /> },
  {
    path: '*',
    element: (
      <>
        <SettingsEffects />
        <AdminApp />
      </>
    ),
  },
])

createRoot(container).render(
  <StrictMode>
    <ShopProviders queryClient={createShopQueryClient()} catalogue={adminCatalogue}>
      <RouterProvider router={router} />
    </ShopProviders>
  </StrictMode>,
)
