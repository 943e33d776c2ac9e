import { Route, Routes } from 'react-router-dom'
import { AdminLayout } from './features/layout/components/admin-layout'
import { AdminNotFoundPage } from './routes/admin-not-found-page'
import { AuditLogPage } from './routes/audit-log-page'
import { CatalogueToolsPage } from './routes/catalogue-tools-page'
import { CategoriesPage } from './routes/categories-page'
import { DashboardPage } from './routes/dashboard-page'
import { ExchangeRatesPage } from './routes/exchange-rates-page'
import { OrdersPage } from './routes/orders-page'
import { PagesPage } from './routes/pages-page'
import { ProductsPage } from './routes/products-page'
import { SettingsPage } from './routes/settings-page'
import { UsersPage } from './routes/users-page'

/**
 * The admin remote's routes under /admin (exposed as `./App` by exposes/app.tsx, which brings the admin's messages);
 * the shell lets only staff (admins, moderators) in.
 */
export default function AdminApp() {
  return (
    <Routes>
      <Route path="/admin" element={<AdminLayout />}>
        <Route index element={<DashboardPage />} />
        <Route path="products" element={<ProductsPage />} />
        <Route path="products/tools" element={<CatalogueToolsPage />} />
        <Route path="categories" element={<CategoriesPage />} />
        <Route path="pages" element={<PagesPage />} />
        <Route path="exchange-rates" element={<ExchangeRatesPage />} />
        <Route path="orders" element={<OrdersPage />} />
        <Route path="users" element={<UsersPage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="audit-log" element={<AuditLogPage />} />
        <Route path="*" element={<AdminNotFoundPage />} />
      </Route>
    </Routes>
  )
}
