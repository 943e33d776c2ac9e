import { accountCatalogue } from '@shop/i18n/account-catalogue'
import '@shop/ui/theme.css'
import { StandaloneApp } from '@shop/ui'
import { createRoot } from 'react-dom/client'
import { Navigate, Route, Routes } from 'react-router-dom'
import AccountApp from './exposes/app'

/** Standalone mode for the account team: what the shell gives the account remote, no shop frame; / opens login. */
const container = document.getElementById('root')
if (!container) throw new Error('#root is missing')

createRoot(container).render(
  <StandaloneApp catalogue={accountCatalogue}>
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
  </StandaloneApp>,
)
