import { messagesFor } from '@shop/i18n'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderPage } from '../../../test/render-page'
import { AccountShortcut } from './account-shortcut'

const tr = messagesFor('tr')
const shopper = {
  token: 'jwt',
  user: { _id: 'u1', name: 'Ayşe', email: 'ayse@example.com', role: 'user' as const },
}

describe('AccountShortcut', () => {
  it('takes a visitor to login', () => {
    renderPage({ path: '/', route: '/', element: <AccountShortcut /> })
    expect(screen.getByRole('link', { name: tr['nav.login'] }).getAttribute('href')).toBe('/login')
  })

  it('takes a signed-in shopper to the account', () => {
    renderPage({ path: '/', route: '/', element: <AccountShortcut />, session: shopper })
    expect(screen.getByRole('link', { name: tr['header.user_menu'] }).getAttribute('href')).toBe('/profile')
  })
})
