import { describe, expect, it } from 'vitest'
import {
  ADMIN_SECTIONS,
  adminSectionOf,
  adminSectionsFor,
  canOpenAdminSection,
  isStaffRole,
} from './sections'

describe('admin sections', () => {
  it('lists the eight routes of admin.md §2 in menu order, then the audit log', () => {
    expect(ADMIN_SECTIONS.map((section) => section.path)).toEqual([
      '/admin',
      '/admin/products',
      '/admin/categories',
      '/admin/pages',
      '/admin/orders',
      '/admin/users',
      '/admin/exchange-rates',
      '/admin/settings',
      '/admin/audit-log',
    ])
  })

  it('gives an admin every section and a moderator the catalogue, pages, orders and dashboard', () => {
    expect(adminSectionsFor('admin')).toHaveLength(9)
    expect(adminSectionsFor('moderator').map((section) => section.id)).toEqual([
      'dashboard',
      'products',
      'categories',
      'pages',
      'orders',
    ])
    expect(adminSectionsFor('user')).toEqual([])
    expect(adminSectionsFor(null)).toEqual([])
  })

  it('finds the section of a nested path, ignoring a trailing slash', () => {
    expect(adminSectionOf('/admin')?.id).toBe('dashboard')
    expect(adminSectionOf('/admin/')?.id).toBe('dashboard')
    expect(adminSectionOf('/admin/users/abc')?.id).toBe('users')
    expect(adminSectionOf('/admin/exchange-rates')?.id).toBe('exchange-rates')
    expect(adminSectionOf('/admin/nothing-here')).toBeUndefined()
    expect(adminSectionOf('/administrator')).toBeUndefined()
    expect(adminSectionOf('/products')).toBeUndefined()
  })

  it.each([
    ['admin', '/admin/settings', true],
    ['admin', '/admin/users/u1', true],
    ['moderator', '/admin', true],
    ['moderator', '/admin/orders', true],
    ['moderator', '/admin/products/', true],
    ['moderator', '/admin/users', false],
    ['moderator', '/admin/exchange-rates', false],
    ['moderator', '/admin/audit-log', false],
    ['admin', '/admin/audit-log', true],
    ['moderator', '/admin/settings/', false],
    ['moderator', '/admin/unknown', true],
    ['user', '/admin', false],
    ['user', '/admin/unknown', false],
    [null, '/admin', false],
  ] as const)('%s may open %s: %s', (role, path, allowed) => {
    expect(canOpenAdminSection(role, path)).toBe(allowed)
  })

  it('knows the staff roles', () => {
    expect(isStaffRole('admin')).toBe(true)
    expect(isStaffRole('moderator')).toBe(true)
    expect(isStaffRole('user')).toBe(false)
    expect(isStaffRole(undefined)).toBe(false)
  })
})
