import type { SearchSuggestions } from '@shop/domain'
import { messagesFor } from '@shop/i18n'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { useLocation } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { renderPage, settingsAnswer } from '../../../test/render-page'
import { SearchCombobox } from './search-combobox'

const tr = messagesFor('tr')

const answer: SearchSuggestions = {
  products: [
    {
      _id: 'p1',
      slug: 'nitril-eldiven-m',
      name: { tr: 'Nitril Eldiven M', en: 'Nitrile Glove M' },
      image: '/media/products/eldiven.png',
      price: 250,
      discountPrice: 199.9,
    },
    {
      _id: 'p2',
      slug: 'lateks-eldiven',
      name: { tr: 'Lateks Eldiven', en: 'Latex Glove' },
      image: null,
      price: 120,
      discountPrice: null,
    },
  ],
  categories: [{ _id: 'c1', slug: 'eldivenler', name: { tr: 'Eldivenler', en: 'Gloves' } }],
}

const asked: string[] = []
let failing = false
const server = setupServer(
  settingsAnswer(),
  http.get('*/api/products/suggest', ({ request }) => {
    asked.push(new URL(request.url).searchParams.get('q') ?? '')
    if (failing) return HttpResponse.json({ success: false, message: 'Sunucu hatası' }, { status: 500 })
    return HttpResponse.json({ success: true, data: answer })
  }),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  asked.length = 0
  failing = false
})
afterAll(() => server.close())

function Where() {
  const location = useLocation()
  return <p data-testid="location">{location.pathname + location.search}</p>
}

function renderSearch(language: 'tr' | 'en' = 'tr') {
  renderPage({
    path: '/',
    route: '*',
    language,
    element: (
      <>
        <SearchCombobox current="" />
        <Where />
        <button type="button">elsewhere</button>
      </>
    ),
  })
  return screen.getByRole('combobox')
}

const where = () => screen.getByTestId('location').textContent

/** Types into the box and waits for the answer's products (the list first opens with the full results alone). */
async function typeAndWait(box: HTMLElement, text: string) {
  await userEvent.type(box, text)
  await screen.findAllByTestId('suggestion-product')
  return screen.getByRole('listbox')
}

describe('SearchCombobox', () => {
  it('asks nothing and shows nothing for one character', async () => {
    const box = renderSearch()
    await userEvent.type(box, ' e ')
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(asked).toEqual([])
    expect(box.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('listbox')).toBeNull()
  })

  it('from two characters lists products with picture and price, categories and the full results', async () => {
    const box = renderSearch()
    const list = await typeAndWait(box, 'el')
    expect(list).toBe(screen.getByRole('listbox', { name: tr['search.suggestions'] }))
    expect(box.getAttribute('aria-expanded')).toBe('true')
    expect(box.getAttribute('aria-controls')).toBe(list.id)
    const options = within(list).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringMatching(/^Nitril Eldiven M.*199,90.*250,00/),
      expect.stringMatching(/^Lateks Eldiven.*120,00/),
      'Kategori: Eldivenler',
      '“el” için tüm sonuçlar',
    ])
    // A 48 px thumbnail: the picture's smallest copy, not its original.
    expect(options[0]?.querySelector('img')?.getAttribute('src')).toBe('/media/products/eldiven.png?w=400')
    expect(asked).toEqual(['el'])
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^3 öneri/))
  })

  it('moves with the arrows and opens the highlighted product with Enter', async () => {
    const box = renderSearch()
    const list = await typeAndWait(box, 'eld')
    const options = within(list).getAllByRole('option')
    expect(box.getAttribute('aria-activedescendant')).toBeNull()
    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]?.id)
    expect(options[1]?.getAttribute('aria-selected')).toBe('true')
    await userEvent.keyboard('{ArrowUp}{ArrowUp}')
    expect(box.getAttribute('aria-activedescendant')).toBe(options[3]?.id)
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    expect(where()).toBe('/products/lateks-eldiven')
    expect(box.getAttribute('aria-expanded')).toBe('false')
  })

  it('opens a category from its option', async () => {
    const box = renderSearch()
    await typeAndWait(box, 'eld')
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{Enter}')
    expect(where()).toBe('/category/eldivenler')
  })

  it('with nothing highlighted, Enter opens the full results', async () => {
    const box = renderSearch()
    await typeAndWait(box, ' eld ')
    await userEvent.keyboard('{Enter}')
    expect(where()).toBe('/products?q=eld')
  })

  it('closes with Escape, and a second Escape clears the text', async () => {
    const box = renderSearch()
    await typeAndWait(box, 'eld')
    await userEvent.keyboard('{ArrowDown}{Escape}')
    expect(box.getAttribute('aria-expanded')).toBe('false')
    expect(box.getAttribute('aria-activedescendant')).toBeNull()
    expect((box as HTMLInputElement).value).toBe('eld')
    await userEvent.keyboard('{Escape}')
    expect((box as HTMLInputElement).value).toBe('')
    expect(where()).toBe('/')
  })

  it('closes on a click outside and opens a product on a click', async () => {
    const box = renderSearch()
    await typeAndWait(box, 'eld')
    await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }))
    expect(box.getAttribute('aria-expanded')).toBe('false')
    await userEvent.click(box)
    await userEvent.click(await screen.findByRole('option', { name: /Nitril Eldiven M/ }))
    expect(where()).toBe('/products/nitril-eldiven-m')
  })

  it('shows English names to an English shopper', async () => {
    const box = renderSearch('en')
    await userEvent.type(box, 'gl')
    expect(await screen.findByRole('option', { name: /Nitrile Glove M/ })).toBeTruthy()
    expect(screen.getByRole('option', { name: 'Category: Gloves' })).toBeTruthy()
  })

  it('says so when suggestions fail, and tries again on request', async () => {
    failing = true
    const box = renderSearch()
    await userEvent.type(box, 'eld')
    const retry = await screen.findByRole('button', { name: tr['search.retry'] })
    expect(screen.getByTestId('search-suggestions').textContent).toContain(tr['search.error'])
    failing = false
    await userEvent.click(retry)
    expect(await screen.findByRole('option', { name: /Lateks Eldiven/ })).toBeTruthy()
    expect(box.getAttribute('aria-expanded')).toBe('true')
  })
})
