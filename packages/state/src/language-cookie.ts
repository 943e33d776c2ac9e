import { LANGUAGE_COOKIE, type Language, languageCookie, readLanguageCookie } from '@shop/domain'
import type { SyncStorage } from './json-storage'

function writeCookie(value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and missing in Safari and Firefox.
  if (typeof document !== 'undefined') document.cookie = value
}

/**
 * The stored language choice kept in step with its cookie (`LANGUAGE_COOKIE`), which the worker reads to write the
 * page in that language and preload its catalogue: every write sets or clears the cookie, and reading a stored choice
 * the cookie lacks (a choice made before the cookie existed, cookies cleared) writes it, so the next page is right.
 */
export function withLanguageCookie(storage: SyncStorage<Language | null>): SyncStorage<Language | null> {
  const sync = (language: Language | null) => {
    const current = typeof document === 'undefined' ? null : readLanguageCookie(document.cookie)
    if (language && current !== language) writeCookie(languageCookie(language))
    if (!language && current) writeCookie(`${LANGUAGE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`)
  }
  return {
    ...storage,
    getItem(key, initialValue) {
      const value = storage.getItem(key, initialValue)
      if (value) sync(value)
      return value
    },
    setItem(key, value) {
      storage.setItem(key, value)
      sync(value)
    },
    removeItem(key) {
      storage.removeItem(key)
      sync(null)
    },
  }
}
