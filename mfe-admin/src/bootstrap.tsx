import { adminCatalogue } from '@shop/i18n/admin-catalogue'
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
import { Navigate, Route, Routes } from 'react-router-dom'
import AdminApp from './exposes/app'

/**
 * Standalone mode for the admin team: the shell's providers, router and the admin routes. The role guard lives in
 * the shell; the API still refuses admin calls without an admin token.
 */
const container = document.getElementById('root')
if (!container) throw new Error('#root is missing')

createRoot(container).render(
  <StrictMode>
    <ShopProviders queryClient={createShopQueryClient()} catalogue={adminCatalogue}>
      <ShopRouter history={createShopBrowserHistory()}>
        <SettingsEffects />
        <Routes>
          <Route path="/" element={<Navigate to="/admin" replace />} />
          <Route path="*" element={<AdminApp />} />
        </Routes>
      </ShopRouter>
    </ShopProviders>
  </StrictMode>,
)
