// @vitest-environment happy-dom
import { LANGUAGE_COOKIE, readLanguageCookie, STORAGE_KEYS } from '@shop/domain'
import { createStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { languageAtom, siteLanguagesAtom, storedLanguageAtom } from './language'

beforeEach(() => {
  localStorage.clear()
  // biome-ignore lint/suspicious/noDocumentCookie: happy-dom's cookie jar, as the app writes it.
  document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`
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

describe('the language cookie the worker reads', () => {
  it('follows every choice the visitor makes', () => {
    const store = createStore()
    store.set(languageAtom, 'en')
    expect(readLanguageCookie(document.cookie)).toBe('en')
    store.set(languageAtom, 'tr')
    expect(readLanguageCookie(document.cookie)).toBe('tr')
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.language) ?? 'null')).toBe('tr')
  })

  it('is written for a choice stored before the cookie existed', () => {
    localStorage.setItem(STORAGE_KEYS.language, JSON.stringify('en'))
    expect(readLanguageCookie(document.cookie)).toBeNull()
    // Mounting re-reads storage, as the shell does when its providers first use the atom.
    createStore().sub(storedLanguageAtom, () => {})
    expect(readLanguageCookie(document.cookie)).toBe('en')
  })

  it('is not written while the visitor has chosen nothing', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US'])
    expect(createStore().get(languageAtom)).toBe('en')
    expect(readLanguageCookie(document.cookie)).toBeNull()
  })
})
