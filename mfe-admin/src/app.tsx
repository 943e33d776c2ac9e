import { Route, Routes } from 'react-router-dom'
import { AdminLayout } from './features/layout/components/admin-layout'
import { AdminNotFoundPage } from './routes/admin-not-found-page'
import { DashboardPage } from './routes/dashboard-page'
import { Screens } from './routes/lazy-screens'

/**
 * The admin remote's routes under /admin (exposed as `./App` by exposes/app.tsx, which brings the admin's messages);
 * the shell lets only staff (admins, moderators) in. The dashboard comes with the remote; every other screen is
 * fetched when opened, while the layout shows its loading state (AdminLayout).
 */
export default function AdminApp() {
  return (
    <Routes>
      <Route path="/admin" element={<AdminLayout />}>
        <Route index element={<DashboardPage />} />
        <Route path="products" element={<Screens.Products />} />
        <Route path="products/tools" element={<Screens.CatalogueTools />} />
        <Route path="categories" element={<Screens.Categories />} />
        <Route path="pages" element={<Screens.Pages />} />
        <Route path="exchange-rates" element={<Screens.ExchangeRates />} />
        <Route path="orders" element={<Screens.Orders />} />
        <Route path="users" element={<Screens.Users />} />
        <Route path="settings" element={<Screens.Settings />} />
        <Route path="audit-log" element={<Screens.AuditLog />} />
        <Route path="*" element={<AdminNotFoundPage />} />
      </Route>
    </Routes>
  )
}
