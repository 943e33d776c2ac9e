import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { pagesApi, storedPage } from '../features/pages/test/page-fixtures'
import { settingsHandler, startApiServer, translateHandler } from '../test/api-server'
import { renderAdmin } from '../test/render-admin'

const server = startApiServer(settingsHandler())

const about = storedPage('hakkimizda', 'Hakkımızda', { title: { tr: 'Hakkımızda', en: 'About us' } })
const returns = storedPage('iade-politikasi', 'İade Politikası', { isPublished: false })

describe('admin pages screen in English', () => {
  it('names each page by its English title, the Turkish one beneath, and an untranslated one by its Turkish title', async () => {
    server.use(...pagesApi([about, returns]).handlers, translateHandler())
    renderAdmin('/admin/pages', 'admin', 'en')
    const table = await screen.findByRole('table')
    const aboutRow = within(table).getByText('About us').closest('tr')
    if (!aboutRow) throw new Error('no row for About us')
    const titles = within(aboutRow).getByText('About us').parentElement
    expect(
      [...(titles?.children ?? [])].map((title) => [title.textContent, title.getAttribute('lang')]),
    ).toEqual([
      ['About us', 'en'],
      ['Hakkımızda', 'tr'],
    ])
    expect(within(table).getByRole('button', { name: 'Edit: About us' })).toBeTruthy()
    expect(within(table).getByRole('button', { name: 'Delete: İade Politikası' })).toBeTruthy()
    expect(within(table).getByText('No English title')).toBeTruthy()

    await userEvent.click(within(table).getByRole('button', { name: 'Preview: About us' }))
    const dialog = screen.getByRole('dialog', { name: 'Preview: About us' })
    expect(within(dialog).getByRole('link', { name: 'Open in the shop: About us' })).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))

    await userEvent.click(within(table).getByRole('button', { name: 'Edit: About us' }))
    expect(await screen.findByRole('heading', { name: 'Edit page: About us' })).toBeTruthy()
  })
})
