// @vitest-environment happy-dom
import { STORAGE_KEYS } from '@shop/domain'
import { createStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { isAdminAtom, isAuthenticatedAtom, signInAtom, signOutAtom, userAtom } from './auth'
import { addToCartAtom, cartItemsAtom, cartTotalsAtom } from './cart'
import { currencyAtom } from './currency'
import { readJson } from './json-storage'
import { languageAtom, storedLanguageAtom } from './language'

/** A fresh store with the atoms mounted, as components mount them: mounting re-reads storage. */
function mountedStore(...atoms: Parameters<ReturnType<typeof createStore>['sub']>[0][]) {
  const store = createStore()
  for (const atom of atoms) store.sub(atom, () => {})
  return store
}

const admin = { _id: 'u1', name: 'Ayşe Yılmaz', email: 'ayse@example.com', role: 'admin' as const }

beforeEach(() => {
  localStorage.clear()
  document.documentElement.lang = ''
})
afterEach(() => vi.restoreAllMocks())

describe('persisted auth', () => {
  it('stores the user as JSON under the spec key, never the token (it lives in an HttpOnly cookie)', () => {
    const store = createStore()
    store.set(signInAtom, { token: 'jwt-1', user: admin })
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull()
    expect(JSON.stringify({ ...localStorage })).not.toContain('jwt-1')
    expect(readJson(STORAGE_KEYS.user)).toEqual(admin)
    expect(store.get(isAdminAtom)).toBe(true)

    store.set(signOutAtom)
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull()
    expect(store.get(isAuthenticatedAtom)).toBe(false)
  })

  it('restores a stored session on start', () => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ ...admin, role: 'user' }))
    const store = mountedStore(userAtom, isAdminAtom)
    expect(store.get(isAuthenticatedAtom)).toBe(true)
    expect(store.get(isAdminAtom)).toBe(false)
  })

  it('reads malformed or ill-shaped values as null', () => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ name: 'no id' }))
    const store = mountedStore(userAtom)
    expect(store.get(userAtom)).toBeNull()
    localStorage.setItem(STORAGE_KEYS.user, '{not json')
    expect(mountedStore(userAtom).get(userAtom)).toBeNull()
  })

  it('keeps working in memory when storage refuses writes', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError')
    })
    const store = createStore()
    store.set(currencyAtom, 'EUR')
    expect(store.get(currencyAtom)).toBe('EUR')
  })
})

describe('persisted cart', () => {
  it('survives a new store and refuses quantities above stock', () => {
    const product = {
      productId: 'p1',
      slug: 'frez',
      name: { tr: 'Frez' },
      price: 50,
      discountPrice: null,
      image: '',
      stock: 2,
    }
    const first = createStore()
    expect(first.set(addToCartAtom, product, 2).ok).toBe(true)
    expect(first.set(addToCartAtom, product, 1)).toEqual({ ok: false, reason: 'max_stock', stock: 2 })

    const second = mountedStore(cartTotalsAtom)
    expect(second.get(cartItemsAtom)).toHaveLength(1)
    expect(second.get(cartTotalsAtom)).toEqual({ itemCount: 2, subtotal: 100 })
  })
})

describe('language atom', () => {
  it('follows the browser when nothing is stored, and a stored choice once made', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US'])
    const store = createStore()
    expect(store.get(languageAtom)).toBe('en')
    store.set(languageAtom, 'tr')
    expect(store.get(storedLanguageAtom)).toBe('tr')
    expect(store.get(languageAtom)).toBe('tr')
  })

  it('uses the page language, then Turkish, when the browser language is unsupported', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE'])
    document.documentElement.lang = 'en'
    expect(createStore().get(languageAtom)).toBe('en')
    document.documentElement.lang = ''
    expect(createStore().get(languageAtom)).toBe('tr')
  })
})
