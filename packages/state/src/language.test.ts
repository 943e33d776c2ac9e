// @vitest-environment happy-dom
import { STORAGE_KEYS } from '@shop/domain'
import { createStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { languageAtom, siteLanguagesAtom, storedLanguageAtom } from './language'

beforeEach(() => {
  localStorage.clear()
  document.documentElement.lang = 'tr'
})
afterEach(() => vi.restoreAllMocks())

describe('language atom fed with the site languages', () => {
  it('gives a first visit with no matching browser language the default from settings', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ja-JP'])
    const store = createStore()
    expect(store.get(languageAtom)).toBe('tr')
    store.set(siteLanguagesAtom, { supported: ['tr', 'en'], default: 'en' })
    expect(store.get(languageAtom)).toBe('en')
  })

  it('ignores a stored choice the site no longer offers, and honours it again once offered', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US'])
    localStorage.setItem(STORAGE_KEYS.language, JSON.stringify('en'))
    const store = createStore()
    // Mounting re-reads storage, as it does when a component first uses the atom.
    store.sub(languageAtom, () => {})
    store.set(siteLanguagesAtom, { supported: ['tr'], default: 'tr' })
    expect(store.get(languageAtom)).toBe('tr')
    expect(store.get(storedLanguageAtom)).toBe('en')
    store.set(siteLanguagesAtom, { supported: ['tr', 'en'], default: 'tr' })
    expect(store.get(languageAtom)).toBe('en')
  })

  it('follows a browser language only when the site offers it', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'en'])
    const store = createStore()
    store.set(siteLanguagesAtom, { supported: ['tr', 'de'], default: 'tr' })
    expect(store.get(languageAtom)).toBe('de')
  })
})
