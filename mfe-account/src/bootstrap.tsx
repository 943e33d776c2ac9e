import '@shop/ui/theme.css'
import { createShopQueryClient, SettingsEffects, ShopProviders } from '@shop/ui'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom'
import AccountApp from './app'

/** Standalone mode for the account team: the shell's providers, no shop frame; / opens the login screen. */
const container = document.getElementById('root')
if (!container) throw new Error('#root is missing')

createRoot(container).render(
  <StrictMode>
    <ShopProviders queryClient={createShopQueryClient()}>
      <BrowserRouter>
        <SettingsEffects />
        <main id="main">
          <Routes>
            <Route path="/" element={<Navigate to="/login" replace />} />
            <Route path="*" element={<AccountApp />} />
          </Routes>
        </main>
      </BrowserRouter>
    </ShopProviders>
  </StrictMode>,
)
