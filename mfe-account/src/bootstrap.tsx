import { accountCatalogue } from '@shop/i18n/account-catalogue'
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
import AccountApp from './exposes/app'

/**
 * Standalone mode for the account team: the shell's providers and router, no shop frame; / opens the login screen.
 */
const container = document.getElementById('root')
if (!container) throw new Error('#root is missing')

createRoot(container).render(
  <StrictMode>
    <ShopProviders queryClient={createShopQueryClient()} catalogue={accountCatalogue}>
      <ShopRouter history={createShopBrowserHistory()}>
        <SettingsEffects />
        <Routes>
          <Route path="/" element={<Navigate to="/login" replace />} />
          <Route
            path="*"
            element={
              <main id="main">
                <AccountApp />
              </main>
            }
          />
        </Routes>
      </ShopRouter>
    </ShopProviders>
  </StrictMode>,
)
