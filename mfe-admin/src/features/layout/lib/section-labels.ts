import type { AdminSectionId } from '@shop/domain'
import type { MessageKey } from '@shop/i18n'

/** The menu text of each admin section. */
export const SECTION_LABELS: Record<AdminSectionId, MessageKey> = {
  dashboard: 'admin.nav.dashboard',
  products: 'admin.nav.products',
  categories: 'admin.nav.categories',
  pages: 'admin.nav.pages',
  orders: 'admin.nav.orders',
  users: 'admin.nav.users',
  'exchange-rates': 'admin.nav.exchange_rates',
  settings: 'admin.nav.settings',
  'audit-log': 'admin.nav.audit_log',
}
