import type { CategoryNode } from '@shop/domain'
import { messagesFor } from '@shop/i18n'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { renderPage, settingsAnswer } from '../test/render-page'
import { CategoriesPage } from './categories-page'

const tr = messagesFor('tr')

function category(
  slug: string,
  name: { tr: string; en?: string },
  productCount: number,
  subcategories: CategoryNode[] = [],
): CategoryNode {
  return {
    _id: `id-${slug}`,
    slug,
    name,
    description: {},
    image: null,
    parentCategory: null,
    sortOrder: 0,
    isActive: true,
    productCount,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    subcategories,
  }
}

const tree = [
  category('implantoloji', { tr: 'İmplantoloji', en: 'Implantology' }, 7, [
    category('implant-sistemleri', { tr: 'İmplant Sistemleri', en: 'Implant Systems' }, 4),
    category('abutmentler', { tr: 'Abutmentler', en: 'Abutments' }, 3, [
      category('titanyum-abutment', { tr: 'Titanyum Abutment', en: 'Titanium Abutment' }, 1),
    ]),
  ]),
  category('endodonti', { tr: 'Endodonti', en: 'Endodontics' }, 5, [
    category('egeler', { tr: 'Eğeler', en: 'Files' }, 5),
  ]),
  category('sarf', { tr: 'Sarf Malzemeleri', en: 'Consumables' }, 0),
]

let treeStatus = 200
const server = setupServer(
  settingsAnswer(),
  http.get('*/api/categories/tree', () =>
    treeStatus === 200
      ? HttpResponse.json({ success: true, data: { categories: tree } })
      : HttpResponse.json({ success: false, message: 'Sunucu hatası' }, { status: treeStatus }),
  ),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  treeStatus = 200
})
afterAll(() => server.close())

const renderCategories = (language: 'tr' | 'en' = 'tr') =>
  renderPage({ path: '/categories', route: '/categories', element: <CategoriesPage />, language })

const groupNamed = (name: string) => screen.getByRole('region', { name })

describe('CategoriesPage', () => {
  it('shows a section per top-level category, headed by its name, with its subcategories linked beneath', async () => {
    renderCategories()
    const headings = await screen.findAllByRole('heading', { level: 2 })
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'İmplantoloji',
      'Endodonti',
      'Sarf Malzemeleri',
    ])
    expect(screen.getByTestId('category-count').textContent).toBe('7 kategori')

    const implants = groupNamed('İmplantoloji')
    expect(within(implants).getByRole('link', { name: 'İmplantoloji' }).getAttribute('href')).toBe(
      '/category/implantoloji',
    )
    expect(within(implants).getByText('7 ürün · 2 alt kategori')).toBeTruthy()
    const [subcategories] = within(implants).getAllByRole('list')
    const items = within(subcategories as HTMLElement).getAllByRole('listitem')
    expect(items.map((item) => within(item).getAllByRole('link')[0]?.textContent)).toEqual([
      'İmplant Sistemleri',
      'Abutmentler',
      'Titanyum Abutment',
    ])
    expect(within(implants).getByRole('link', { name: 'Titanyum Abutment' }).getAttribute('href')).toBe(
      '/category/titanyum-abutment',
    )
    expect(within(implants).getByText('4 ürün')).toBeTruthy()

    const consumables = groupNamed('Sarf Malzemeleri')
    expect(within(consumables).queryByRole('list')).toBeNull()
    expect(within(consumables).getByText('Ürün yok')).toBeTruthy()
  })

  it('names categories in the chosen language', async () => {
    renderCategories('en')
    const endodontics = await screen.findByRole('region', { name: 'Endodontics' })
    expect(within(endodontics).getByRole('link', { name: 'Files' })).toBeTruthy()
    expect(within(endodontics).getByText('5 products · 1 subcategory')).toBeTruthy()
  })

  it('narrows the tree to the matching categories and the path down to them, with the count following', async () => {
    renderCategories()
    await screen.findByRole('region', { name: 'Endodonti' })
    await userEvent.type(screen.getByRole('searchbox', { name: tr['categories.search_label'] }), 'titanyum')
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'İmplantoloji',
    ])
    const links = within(groupNamed('İmplantoloji')).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      'İmplantoloji',
      'Abutmentler',
      'Titanyum Abutment',
    ])
    expect(screen.getByTestId('category-count').textContent).toBe('3 kategori')

    await userEvent.clear(screen.getByRole('searchbox'))
    await userEvent.type(screen.getByRole('searchbox'), 'protez')
    expect(screen.getByText(tr['categories.empty'])).toBeTruthy()
    expect(screen.queryByTestId('category-tree')).toBeNull()
  })

  it('shows an inline error with retry when the tree cannot be loaded', async () => {
    treeStatus = 500
    renderCategories()
    expect(await screen.findByText(tr['categories.load_error'])).toBeTruthy()
    treeStatus = 200
    await userEvent.click(screen.getByRole('button', { name: /tekrar|yeniden/i }))
    expect(await screen.findByRole('region', { name: 'İmplantoloji' })).toBeTruthy()
  })
})
