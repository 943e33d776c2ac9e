import type { MessageKey } from '@shop/i18n'

/** The eight admin routes of admin.md §2. */
export const ADMIN_NAV_ITEMS: readonly { to: string; label: MessageKey; end?: boolean }[] = [
  { to: '/admin', label: 'admin.nav.dashboard', end: true },
  { to: '/admin/products', label: 'admin.nav.products' },
  { to: '/admin/categories', label: 'admin.nav.categories' },
  { to: '/admin/pages', label: 'admin.nav.pages' },
  { to: '/admin/orders', label: 'admin.nav.orders' },
  { to: '/admin/users', label: 'admin.nav.users' },
  { to: '/admin/exchange-rates', label: 'admin.nav.exchange_rates' },
  { to: '/admin/settings', label: 'admin.nav.settings' },
]
