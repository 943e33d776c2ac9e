import type { DashboardStats } from '@shop/domain'
import { allMessagesFor } from '@shop/i18n/messages/all'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { ok, settingsHandler, startApiServer } from '../../../test/api-server'
import { renderAdmin } from '../../../test/render-admin'

const tr = allMessagesFor('tr')

const noStats: DashboardStats = {
  totalOrders: 0,
  totalRevenue: 0,
  totalProducts: 0,
  totalUsers: 0,
  pendingOrders: 0,
  completedOrders: 0,
  lowStockProducts: 0,
  recentOrders: [],
  revenueByDay: [],
}

startApiServer(
  settingsHandler(),
  http.get('*/api/dashboard/stats', () => ok(noStats)),
)

const navHrefs = () =>
  within(screen.getByRole('navigation', { name: tr['admin.nav_label'] }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'))

describe('admin layout', () => {
  it('shows an admin the nine sections, the user with the role badge, a way to the site and noindex', async () => {
    renderAdmin('/admin', 'admin')
    expect(navHrefs()).toEqual([
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
    const user = screen.getByRole('region', { name: tr['admin.signed_in_user'] })
    expect(user.textContent).toBe(`Yönetici Ayşeadmin@example.com${tr['admin.role_label']}: Yönetici`)
    expect(
      within(screen.getByRole('banner'))
        .getByRole('link', { name: tr['admin.go_to_site'] })
        .getAttribute('href'),
    ).toBe('/')
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex')
    expect(await screen.findByTestId('stat-orders')).toBeTruthy()
  })

  it('shows a moderator only their five sections and the moderator badge', async () => {
    renderAdmin('/admin', 'moderator')
    expect(navHrefs()).toEqual([
      '/admin',
      '/admin/products',
      '/admin/categories',
      '/admin/pages',
      '/admin/orders',
    ])
    expect(screen.getByRole('region', { name: tr['admin.signed_in_user'] }).textContent).toContain(
      tr['admin.role.moderator'],
    )
    expect(await screen.findByTestId('stat-orders')).toBeTruthy()
  })

  it.each([
    '/admin/users',
    '/admin/exchange-rates',
    '/admin/settings',
    '/admin/audit-log',
  ])('answers a moderator opening %s with the no-access panel inside the layout, not the 404', (path) => {
    renderAdmin(path, 'moderator')
    const main = screen.getByRole('main')
    expect(within(main).getByTestId('admin-no-access').textContent).toContain(tr['admin.no_access.title'])
    expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe(tr['admin.no_access.title'])
    expect(within(main).queryByText(tr['admin.section_not_found'])).toBeNull()
    expect(within(main).getByRole('link', { name: tr['admin.nav.dashboard'] }).getAttribute('href')).toBe(
      '/admin',
    )
    expect(screen.getByRole('navigation', { name: tr['admin.nav_label'] })).toBeTruthy()
  })

  it('shows staff the admin 404 for an /admin path that is no section', () => {
    renderAdmin('/admin/nothing-here', 'moderator')
    const main = screen.getByRole('main')
    expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe(tr['admin.section_not_found'])
    expect(within(main).queryByTestId('admin-no-access')).toBeNull()
  })
})

describe('collapsed admin menu (narrow screens)', () => {
  it('opens with focus on the first section, closes on Escape with focus back on the button', async () => {
    renderAdmin('/admin/nothing-here', 'admin')
    const button = screen.getByRole('button', { name: tr['admin.common.menu'] })
    const panelId = button.getAttribute('aria-controls') ?? ''
    const panel = document.getElementById(panelId)
    expect(panel?.contains(screen.getByRole('navigation', { name: tr['admin.nav_label'] }))).toBe(true)
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(panel?.dataset.open).toBe('false')

    await userEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(panel?.dataset.open).toBe('true')
    expect(document.activeElement?.getAttribute('href')).toBe('/admin')

    await userEvent.keyboard('{Escape}')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(panel?.dataset.open).toBe('false')
    expect(document.activeElement).toBe(button)
  })

  it('closes when a section is chosen and puts focus on the main content', async () => {
    renderAdmin('/admin/nothing-here', 'admin')
    const button = screen.getByRole('button', { name: tr['admin.common.menu'] })
    await userEvent.click(button)
    const nav = screen.getByRole('navigation', { name: tr['admin.nav_label'] })
    await userEvent.click(within(nav).getByRole('link', { name: tr['admin.nav.dashboard'] }))
    expect(screen.getByTestId('where').textContent).toBe('/admin')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(screen.getByRole('main'))
    expect(await screen.findByTestId('stat-orders')).toBeTruthy()
  })

  it('closes on a click outside it', async () => {
    renderAdmin('/admin/nothing-here', 'admin')
    const button = screen.getByRole('button', { name: tr['admin.common.menu'] })
    await userEvent.click(button)
    await userEvent.click(screen.getByRole('main'))
    expect(button.getAttribute('aria-expanded')).toBe('false')
  })
})
