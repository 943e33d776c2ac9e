import type { adminLayoutTr } from './layout-tr'

export const adminLayoutEn: Record<keyof typeof adminLayoutTr, string> = {
  'admin.title': 'Admin panel',
  'admin.nav_label': 'Admin menu',
  'admin.nav.dashboard': 'Dashboard',
  'admin.nav.products': 'Products',
  'admin.nav.categories': 'Categories',
  'admin.nav.pages': 'Pages',
  'admin.nav.orders': 'Orders',
  'admin.nav.users': 'Users',
  'admin.nav.exchange_rates': 'Exchange rates',
  'admin.nav.settings': 'Site settings',
  'admin.nav.audit_log': 'Audit log',
  'admin.go_to_site': 'Go to site',
  'admin.signed_in_user': 'Signed-in user',
  'admin.role_label': 'Role',
  'admin.no_access.title': 'You do not have access to this section',
  'admin.no_access.detail':
    'Only administrators can open this section. The sections you can use are listed in the admin menu.',
  'admin.section_not_found': 'This admin page was not found',
}
