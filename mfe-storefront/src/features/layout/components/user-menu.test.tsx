import { messagesFor } from '@shop/i18n'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderPage } from '../../../test/render-page'
import { MobileAccountLinks } from './mobile-account-links'
import { UserMenu } from './user-menu'

const tr = messagesFor('tr')
const person = { _id: 'u1', name: 'Ayşe', email: 'ayse@example.com' }

const asRole = (role: 'admin' | 'moderator' | 'user') => ({ token: 'jwt', user: { ...person, role } })

describe('account links', () => {
  it.each([
    ['admin', true],
    ['moderator', true],
    ['user', false],
  ] as const)('the user menu of a %s links to the admin area: %s', async (role, shown) => {
    renderPage({ path: '/', route: '/', element: <UserMenu />, session: asRole(role) })
    await userEvent.click(screen.getByTestId('user-menu'))
    const link = screen.queryByRole('link', { name: tr['nav.admin'] })
    expect(link?.getAttribute('href') ?? null).toBe(shown ? '/admin' : null)
  })

  it.each([
    ['moderator', true],
    ['user', false],
  ] as const)('the mobile account links of a %s include the admin area: %s', (role, shown) => {
    renderPage({ path: '/', route: '/', element: <MobileAccountLinks />, session: asRole(role) })
    const list = screen.getByRole('list')
    expect(within(list).queryByRole('link', { name: tr['nav.admin'] }) !== null).toBe(shown)
    expect(within(list).getByRole('link', { name: tr['nav.profile'] })).toBeTruthy()
  })
})
