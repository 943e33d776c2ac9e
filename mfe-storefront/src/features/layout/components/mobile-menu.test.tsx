import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Link } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderPage } from '../../../test/render-page'
import { MobileMenu } from './mobile-menu'

const menu = () =>
  renderPage({
    path: '/',
    route: '/',
    element: (
      <MobileMenu>
        <nav aria-label="Ana menü">
          {/* Stays on the page's own route, as a link to the list the shopper is on does. */}
          <Link to="/?featured=true">Öne çıkan ürünler</Link>
        </nav>
      </MobileMenu>
    ),
  })

const pageOverflow = () => document.documentElement.style.overflow

async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Menüyü aç' }))
  return screen.findByRole('dialog', { name: 'Menü' })
}

afterEach(() => vi.restoreAllMocks())

describe('the phone menu', () => {
  it('opens as a labelled modal sheet that keeps the page behind still, until it is closed', async () => {
    menu()
    const trigger = screen.getByRole('button', { name: 'Menüyü aç' })
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog')
    expect(pageOverflow()).toBe('')

    const sheet = await openMenu()
    expect((sheet as HTMLDialogElement).open).toBe(true)
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    expect(within(sheet).getByRole('navigation', { name: 'Ana menü' })).toBeTruthy()
    expect(pageOverflow()).toBe('hidden')

    await userEvent.click(within(sheet).getByRole('button', { name: 'Menüyü kapat' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
    expect(pageOverflow()).toBe('')
  })

  it('closes on Escape (the dialog’s cancel) and on a press on the backdrop, not on a press inside', async () => {
    menu()
    let sheet = await openMenu()
    fireEvent(sheet, new Event('cancel', { cancelable: true }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(pageOverflow()).toBe('')

    sheet = await openMenu()
    fireEvent.click(within(sheet).getByRole('heading', { name: 'Menü' }))
    expect(screen.getByRole('dialog', { name: 'Menü' })).toBeTruthy()
    fireEvent.click(sheet)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(pageOverflow()).toBe('')
  })

  it('closes when a link in it is followed, letting the page scroll again', async () => {
    menu()
    const sheet = await openMenu()
    await userEvent.click(within(sheet).getByRole('link', { name: 'Öne çıkan ürünler' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(pageOverflow()).toBe('')
  })

  it('closes when the screen grows wide enough for the header row (a tablet turned)', async () => {
    const listeners: (() => void)[] = []
    const query = {
      matches: false,
      addEventListener: (_: string, listener: () => void) => listeners.push(listener),
      removeEventListener: () => {},
    }
    vi.spyOn(window, 'matchMedia').mockImplementation(() => query as never)
    menu()
    await openMenu()
    query.matches = true
    for (const listener of listeners) act(() => listener())
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(pageOverflow()).toBe('')
  })
})
