import type { Role } from '../constants'

/** Roles that may enter the admin area at all (docs/decisions.md: moderator rights). */
export const STAFF_ROLES = ['admin', 'moderator'] as const satisfies readonly Role[]
export type StaffRole = (typeof STAFF_ROLES)[number]

export function isStaffRole(role: Role | null | undefined): role is StaffRole {
  return role === 'admin' || role === 'moderator'
}

export const ADMIN_SECTION_IDS = [
  'dashboard',
  'products',
  'categories',
  'pages',
  'orders',
  'users',
  'exchange-rates',
  'settings',
  'audit-log',
] as const
export type AdminSectionId = (typeof ADMIN_SECTION_IDS)[number]

export interface AdminSection {
  id: AdminSectionId
  path: string
  roles: readonly StaffRole[]
}

const STAFF: readonly StaffRole[] = STAFF_ROLES
const ADMIN_ONLY: readonly StaffRole[] = ['admin']

/**
 * The eight admin sections of admin.md §2 in menu order, then the audit log (issue 8), with who may open each: moderators run the catalogue,
 * content pages and orders; users, exchange rates, settings and the audit log stay with admins. The API's staff/admin sub-apps
 * enforce the same split; this list is what the screens read.
 */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { id: 'dashboard', path: '/admin', roles: STAFF },
  { id: 'products', path: '/admin/products', roles: STAFF },
  { id: 'categories', path: '/admin/categories', roles: STAFF },
  { id: 'pages', path: '/admin/pages', roles: STAFF },
  { id: 'orders', path: '/admin/orders', roles: STAFF },
  { id: 'users', path: '/admin/users', roles: ADMIN_ONLY },
  { id: 'exchange-rates', path: '/admin/exchange-rates', roles: ADMIN_ONLY },
  { id: 'settings', path: '/admin/settings', roles: ADMIN_ONLY },
  { id: 'audit-log', path: '/admin/audit-log', roles: ADMIN_ONLY },
]

/** The section a path under /admin belongs to ('/admin/products/x' → products), or undefined for any other path. */
export function adminSectionOf(pathname: string): AdminSection | undefined {
  const segments = pathname.split('/').filter(Boolean)
  if (segments[0] !== 'admin') return undefined
  const path = segments.length === 1 ? '/admin' : `/admin/${segments[1]}`
  return ADMIN_SECTIONS.find((section) => section.path === path)
}

/** The sections a role sees in the admin menu (none for a customer or a visitor). */
export function adminSectionsFor(role: Role | null | undefined): AdminSection[] {
  return isStaffRole(role) ? ADMIN_SECTIONS.filter((section) => section.roles.includes(role)) : []
}

/**
 * Whether a role may open a path of the admin area. Staff may open an /admin path that is no section (it shows the
 * admin 404); a customer or a visitor may open none.
 */
export function canOpenAdminSection(role: Role | null | undefined, pathname: string): boolean {
  if (!isStaffRole(role)) return false
  const section = adminSectionOf(pathname)
  return section === undefined || section.roles.includes(role)
}
