import { screen } from '@testing-library/react'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { renderPage, settingsAnswer } from '../test/render-page'
import { NotFoundPage } from './not-found-page'

const server = setupServer(settingsAnswer({ siteName: { tr: 'Diş Deposu', en: 'Dental Depot' } }))
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

describe('NotFoundPage', () => {
  it('names the site in its heading, in the shopper’s language', async () => {
    renderPage({ path: '/404', route: '/404', element: <NotFoundPage /> })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sayfa bulunamadı — Diş Deposu' }),
    ).toBeTruthy()
  })

  it('uses the English site name for an English shopper', async () => {
    renderPage({ path: '/404', route: '/404', element: <NotFoundPage />, language: 'en' })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found — Dental Depot' }),
    ).toBeTruthy()
  })
})
