import '@shop/ui/theme.css'
import { createShopQueryClient, SettingsEffects, ShopProviders } from '@shop/ui'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom'
import AdminApp from './app'

/**
 * Standalone mode for the admin team: the shell's providers and the admin routes. The role guard lives in the shell;
 * the API still refuses admin calls without an admin token.
 */
const container = document.getElementById('root')
if (!container) throw new Error('#root is missing')

createRoot(container).render(
  <StrictMode>
    <ShopProviders queryClient={createShopQueryClient()}>
      <BrowserRouter>
        <SettingsEffects />
        <Routes>
          <Route path="/" element={<Navigate to="/admin" replace />} />
          <Route path="*" element={<AdminApp />} />
        </Routes>
      </BrowserRouter>
    </ShopProviders>
  </StrictMode>,
)
