import type { ProductDto } from '@shop/domain'
import { languageAtom, shopStore } from '@shop/state'
import { act, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { glove } from '../test/products'
import { ratesAnswer, renderPage, settingsAnswer } from '../test/render-page'
import { ProductsPage } from './products-page'

const server = setupServer(
  settingsAnswer(),
  ratesAnswer({}),
  http.get('*/api/categories/tree', () => HttpResponse.json({ success: true, data: { categories: [] } })),
  http.get('*/api/products/facets', () =>
    HttpResponse.json({
      success: true,
      data: { facets: { total: 2, inStock: 2, onSale: 0, featured: 0, categories: [] } },
    }),
  ),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

const renderList = (path: string) =>
  renderPage({ path, route: '/products', element: <ProductsPage />, language: 'tr' })

describe('ProductsPage sorted by name, when the shopper switches language', () => {
  const mirror: ProductDto = {
    ...glove,
    _id: 'p2',
    slug: 'agiz-aynasi',
    name: { tr: 'Ağız Aynası', en: 'Mouth Mirror' },
  }
  const light: ProductDto = {
    ...glove,
    _id: 'p3',
    slug: 'isik',
    name: { tr: 'Işık Ünitesi', en: 'Curing Light' },
  }
  const asked: (string | null)[] = []

  /** The API's answer: in the alphabetical order of the request's language, as `sort=name` is. */
  function answerInRequestLanguage() {
    asked.length = 0
    server.use(
      http.get('*/api/products', ({ request }) => {
        const language = request.headers.get('Accept-Language')
        asked.push(language)
        return HttpResponse.json({
          success: true,
          data: { products: language === 'en' ? [light, mirror] : [mirror, light] },
          pagination: { page: 1, limit: 20, total: 2, pages: 1 },
        })
      }),
    )
  }

  const cardNames = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)

  function switchTo(store: ReturnType<typeof renderList>['store'], language: 'tr' | 'en') {
    // One store in the shell; the page's and the API client's here.
    act(() => {
      store.set(languageAtom, language)
      shopStore.set(languageAtom, language)
    })
  }

  it('asks for the list again in the new language and shows its order', async () => {
    answerInRequestLanguage()
    const { store } = renderList('/products?sort=name&order=asc')
    await waitFor(() => expect(cardNames()).toEqual(['Ağız Aynası', 'Işık Ünitesi']))
    switchTo(store, 'en')
    await waitFor(() => expect(cardNames()).toEqual(['Curing Light', 'Mouth Mirror']))
    expect(asked).toEqual(['tr', 'en'])
  })

  it('keeps a list in any other order, whose answer is the same in every language', async () => {
    answerInRequestLanguage()
    const { store } = renderList('/products?sort=price&order=asc')
    await waitFor(() => expect(cardNames()).toEqual(['Ağız Aynası', 'Işık Ünitesi']))
    switchTo(store, 'en')
    await waitFor(() => expect(cardNames()).toEqual(['Mouth Mirror', 'Curing Light']))
    expect(asked).toEqual(['tr'])
  })
})
