import { messagesFor } from '@shop/i18n'
import { screen } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderPage } from '../../../test/render-page'
import { CategoryLinks } from './category-links'

const tr = messagesFor('tr')
const server = setupServer(
  http.get('*/api/categories/tree', () => HttpResponse.json({ success: true, data: { categories: [] } })),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

describe('CategoryLinks', () => {
  it.each([
    ['/categories', 'page'],
    ['/category/endodonti', null],
    ['/products', null],
  ])('at %s the all-categories link has aria-current %s', (path, current) => {
    renderPage({ path, route: '*', element: <CategoryLinks /> })
    const all = screen.getByRole('link', { name: tr['header.all_categories'] })
    expect(all.getAttribute('aria-current')).toBe(current)
  })
})
