import { describe, expect, it } from 'vitest'
import { DEFAULT_MANIFESTS } from './remote-names'
import { applyOverrides, isAllowedOverride, overridesFromSearch, overridesHonoured } from './remote-overrides'

/** A shop served from the developer's machine, the only place overrides are honoured. */
const origin = 'http://localhost:8787'
const production = 'https://shop.example'

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  }
}

describe('remote overrides', () => {
  it('reads overrides for known remotes only', () => {
    expect(
      overridesFromSearch('?remote:admin=http://localhost:3003/mf-manifest.json&remote:cart=x&q=1'),
    ).toEqual({
      admin: 'http://localhost:3003/mf-manifest.json',
    })
  })

  it('are ignored on a real domain, from the address or planted in storage', () => {
    const storage = memoryStorage()
    const local = 'http://localhost:9/mf-manifest.json'
    expect(applyOverrides(DEFAULT_MANIFESTS, `?remote:storefront=${local}`, production, storage)).toEqual(
      DEFAULT_MANIFESTS,
    )
    expect(storage.map.size).toBe(0)
    storage.setItem('mf-remote-override:storefront', local)
    expect(applyOverrides(DEFAULT_MANIFESTS, '', production, storage)).toEqual(DEFAULT_MANIFESTS)
    expect(overridesHonoured(production)).toBe(false)
    expect(overridesHonoured('http://127.0.0.1:8787')).toBe(true)
  })

  it('keeps an override for later loads, and clears it with an empty value', () => {
    const storage = memoryStorage()
    const dev = 'http://localhost:3003/mf-manifest.json'
    expect(applyOverrides(DEFAULT_MANIFESTS, `?remote:admin=${dev}`, origin, storage).admin).toBe(dev)
    expect(applyOverrides(DEFAULT_MANIFESTS, '', origin, storage).admin).toBe(dev)
    expect(applyOverrides(DEFAULT_MANIFESTS, '?remote:admin=', origin, storage).admin).toBe(
      DEFAULT_MANIFESTS.admin,
    )
    expect(storage.map.size).toBe(0)
  })

  it('refuses foreign origins, even when planted in storage', () => {
    const storage = memoryStorage()
    const result = applyOverrides(
      DEFAULT_MANIFESTS,
      '?remote:storefront=https://evil.example/m.json',
      origin,
      storage,
    )
    expect(result.storefront).toBe(DEFAULT_MANIFESTS.storefront)
    storage.setItem('mf-remote-override:account', 'https://evil.example/m.json')
    expect(applyOverrides(DEFAULT_MANIFESTS, '', origin, storage).account).toBe(DEFAULT_MANIFESTS.account)
  })

  it('allows this origin and loopback hosts only', () => {
    expect(isAllowedOverride('/remotes/v2/admin/mf-manifest.json', origin)).toBe(true)
    expect(isAllowedOverride('http://127.0.0.1:3003/mf-manifest.json', origin)).toBe(true)
    expect(isAllowedOverride('http://localhost.evil.example/m.json', origin)).toBe(false)
    expect(isAllowedOverride('javascript:alert(1)', origin)).toBe(false)
  })
})
