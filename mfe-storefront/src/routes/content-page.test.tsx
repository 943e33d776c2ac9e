import type { PageDto } from '@shop/domain'
import { screen } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { renderPage, settingsAnswer } from '../test/render-page'
import { ContentPage } from './content-page'

const about: PageDto = {
  _id: 'page-about',
  slug: 'hakkimizda',
  title: { tr: 'Hakkımızda', en: 'About Us' },
  content: { tr: '<p>Diş hekimlerine malzeme.</p>', en: '<p>Supplies for dentists.</p>' },
  isPublished: true,
  updatedAt: '2026-11-29T10:00:00.000Z',
}

const server = setupServer(
  settingsAnswer(),
  http.get('*/api/pages/hakkimizda', () => HttpResponse.json({ success: true, data: { page: about } })),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const renderAbout = (language: 'tr' | 'en') =>
  renderPage({ path: '/hakkimizda', route: '/:slug', element: <ContentPage />, language })

describe('ContentPage', () => {
  it('says when a Turkish reader’s page was last updated, in Turkish', async () => {
    renderAbout('tr')
    expect(await screen.findByRole('heading', { level: 1, name: 'Hakkımızda' })).toBeTruthy()
    expect(screen.getByText('Son güncelleme: 29 Kasım 2026')).toBeTruthy()
  })

  it('writes the date of the last update in English for an English reader', async () => {
    renderAbout('en')
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeTruthy()
    expect(screen.getByText('Supplies for dentists.')).toBeTruthy()
    expect(screen.getByText('Last updated: November 29, 2026')).toBeTruthy()
  })
})
