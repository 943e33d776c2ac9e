import { defaultSettings, type Settings } from '@shop/domain'
import { shopCatalogue } from '@shop/i18n'
import { languageAtom, siteLanguagesAtom } from '@shop/state'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, waitFor } from '@testing-library/react'
import { createStore, Provider } from 'jotai'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { SettingsEffects } from './settings-effects'
import { ShopIntlProvider } from './shop-intl-provider'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  localStorage.clear()
  for (const tag of document.head.querySelectorAll('meta, link')) tag.remove()
})
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function answer(overrides: Partial<Settings>) {
  const { translation: _hidden, ...settings } = { ...defaultSettings(), ...overrides }
  server.use(
    http.get('*/api/settings/public', () => HttpResponse.json({ success: true, data: { settings } })),
  )
}

function renderEffects(language: 'tr' | 'en' = 'tr') {
  const store = createStore()
  store.set(languageAtom, language)
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const view = render(
    <Provider store={store}>
      <QueryClientProvider client={client}>
        <ShopIntlProvider catalogue={shopCatalogue}>
          <SettingsEffects />
        </ShopIntlProvider>
      </QueryClientProvider>
    </Provider>,
  )
  return { ...view, store }
}

const head = (selector: string) => document.head.querySelector(selector)

describe('SettingsEffects: the page head', () => {
  const seo = {
    metaTitle: { tr: 'Diş Deposu', en: 'Dental Depot' },
    metaDescription: { tr: 'Diş malzemeleri', en: 'Dental supplies' },
    metaKeywords: { tr: 'diş, implant, kompozit', en: 'dental, implant, composite' },
    ogImage: '/media/settings/og.png',
  }

  it('names the favicon, keywords and Open Graph tags from settings in the current language', async () => {
    answer({ faviconUrl: '/media/settings/favicon.png', seo })
    renderEffects('en')
    await waitFor(() =>
      expect(head('link[rel="icon"]')?.getAttribute('href')).toBe('/media/settings/favicon.png'),
    )
    expect(head('meta[name="keywords"]')?.getAttribute('content')).toBe('dental, implant, composite')
    expect(head('meta[name="description"]')?.getAttribute('content')).toBe('Dental supplies')
    expect(head('meta[property="og:title"]')?.getAttribute('content')).toBe('Dental Depot')
    expect(head('meta[property="og:description"]')?.getAttribute('content')).toBe('Dental supplies')
    expect(head('meta[property="og:image"]')?.getAttribute('content')).toMatch(
      /^https?:\/\/.+\/media\/settings\/og\.png$/,
    )
    expect(document.title).toBe('Dental Depot')
  })

  it("points index.html's own icon link at the settings' favicon instead of adding a second one", async () => {
    document.head.append(Object.assign(document.createElement('link'), { rel: 'icon', href: '/favicon.ico' }))
    answer({ faviconUrl: '/media/settings/favicon.png', seo })
    renderEffects('tr')
    await waitFor(() =>
      expect(head('link[rel="icon"]')?.getAttribute('href')).toBe('/media/settings/favicon.png'),
    )
    expect(document.head.querySelectorAll('link[rel="icon"]')).toHaveLength(1)
  })

  it('switches the keywords with the language and drops tags whose setting is empty', async () => {
    answer({ faviconUrl: '', seo: { ...seo, ogImage: '', metaKeywords: { tr: 'diş, implant' } } })
    const { store } = renderEffects('tr')
    await waitFor(() => expect(head('meta[name="keywords"]')?.getAttribute('content')).toBe('diş, implant'))
    expect(head('link[rel="icon"]')).toBeNull()
    expect(head('meta[property="og:image"]')).toBeNull()
    store.set(languageAtom, 'en')
    // No English keywords: the Turkish ones are read, as every per-language text is.
    await waitFor(() => expect(document.title).toBe('Dental Depot'))
    expect(head('meta[name="keywords"]')?.getAttribute('content')).toBe('diş, implant')
  })
})

describe('SettingsEffects: the languages the site offers', () => {
  it('hands the supported languages and the default to the language atom once settings arrive', async () => {
    answer({ languages: { default: 'en', supported: ['tr', 'en'] } })
    const { store } = renderEffects()
    await waitFor(() =>
      expect(store.get(siteLanguagesAtom)).toEqual({ supported: ['tr', 'en'], default: 'en' }),
    )
  })

  it('limits the interface language to the supported ones', async () => {
    answer({ languages: { default: 'tr', supported: ['tr'] } })
    const { store } = renderEffects('en')
    expect(store.get(languageAtom)).toBe('en')
    await waitFor(() => expect(store.get(languageAtom)).toBe('tr'))
    await waitFor(() => expect(document.documentElement.lang).toBe('tr'))
  })
})
