import { adminCatalogue } from '@shop/i18n/admin-catalogue'
import '@shop/ui/theme.css'
import { StandaloneApp } from '@shop/ui'
import { createRoot } from 'react-dom/client'
import { Navigate, Route, Routes } from 'react-router-dom'
import AdminApp from './exposes/app'

/**
 * Standalone mode for the admin team: what the shell gives the admin remote. The role guard lives in the shell; the
 * API still refuses admin calls without an admin token.
 */
const container = document.getElementById('root')
if (!container) throw new Error('#root is missing')

createRoot(container).render(
  <StandaloneApp catalogue={adminCatalogue}>
    <Routes>
      <Route path="/" element={<Navigate to="/admin" replace />} />
      <Route path="*" element={<AdminApp />} />
    </Routes>
  </StandaloneApp>,
)
