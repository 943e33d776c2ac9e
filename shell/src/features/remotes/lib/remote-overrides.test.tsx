import { describe, expect, it } from 'vitest'
import { DEFAULT_MANIFESTS } from './remote-names'
import {
  applyOverrides,
  clearOverrides,
  isAllowedOverride,
  overridesFromSearch,
  overridesRequested,
  withoutOverrideParams,
} from './remote-overrides'

const local = 'http://localhost:8787'
const shop = 'https://shop.example'
const preview = '/remote-builds/storefront/3f9a0c1d2e4b/mf-manifest.json'

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

  it('let a development build load this site or a loopback dev server, and keep it for the tab', () => {
    const storage = memoryStorage()
    const dev = 'http://localhost:3003/mf-manifest.json'
    const first = applyOverrides(DEFAULT_MANIFESTS, `?remote:admin=${dev}`, local, storage, 'developer')
    expect(first.manifests.admin).toBe(dev)
    expect(first.previews).toEqual([{ remote: 'admin', url: dev }])
    expect(applyOverrides(DEFAULT_MANIFESTS, '', local, storage, 'developer').manifests.admin).toBe(dev)
    const cleared = applyOverrides(DEFAULT_MANIFESTS, '?remote:admin=', local, storage, 'developer')
    expect(cleared.manifests.admin).toBe(DEFAULT_MANIFESTS.admin)
    expect(cleared.previews).toEqual([])
    expect(storage.map.size).toBe(0)
  })

  it('let an admin preview only a build this site serves', () => {
    expect(isAllowedOverride(preview, shop, 'admin-preview')).toBe(true)
    expect(isAllowedOverride(`${shop}${preview}`, shop, 'admin-preview')).toBe(true)
    expect(isAllowedOverride('/remotes/storefront/mf-manifest.json', shop, 'admin-preview')).toBe(true)
    // A dev server on the admin's own machine, another site, or a file that is not a remote build: refused.
    expect(isAllowedOverride('http://localhost:9/mf-manifest.json', shop, 'admin-preview')).toBe(false)
    expect(
      isAllowedOverride('https://evil.example/remote-builds/x/y/mf-manifest.json', shop, 'admin-preview'),
    ).toBe(false)
    expect(isAllowedOverride('/media/upload.json', shop, 'admin-preview')).toBe(false)
    expect(
      isAllowedOverride('/remote-builds/storefront/../../media/mf-manifest.json', shop, 'admin-preview'),
    ).toBe(false)
    expect(isAllowedOverride('javascript:alert(1)', shop, 'admin-preview')).toBe(false)
  })

  it('refuse foreign origins in every mode, even when planted in storage, and forget them', () => {
    const storage = memoryStorage()
    const evil = 'https://evil.example/m.json'
    const result = applyOverrides(
      DEFAULT_MANIFESTS,
      `?remote:storefront=${evil}`,
      local,
      storage,
      'developer',
    )
    expect(result.manifests.storefront).toBe(DEFAULT_MANIFESTS.storefront)
    storage.setItem('mf-remote-override:account', evil)
    const planted = applyOverrides(DEFAULT_MANIFESTS, '', shop, storage, 'admin-preview')
    expect(planted.manifests.account).toBe(DEFAULT_MANIFESTS.account)
    expect(planted.previews).toEqual([])
    expect(storage.map.size).toBe(0)
    expect(isAllowedOverride('http://localhost.evil.example/m.json', local, 'developer')).toBe(false)
  })

  it('name a preview only where it differs from the registry', () => {
    const storage = memoryStorage()
    const same = applyOverrides(
      DEFAULT_MANIFESTS,
      `?remote:storefront=${DEFAULT_MANIFESTS.storefront}`,
      shop,
      storage,
      'admin-preview',
    )
    expect(same.previews).toEqual([])
  })

  it('tell whether a page load asks for or keeps one, and clear them all', () => {
    const storage = memoryStorage()
    expect(overridesRequested('?q=eldiven', storage)).toBe(false)
    expect(overridesRequested(`?remote:storefront=${preview}`, storage)).toBe(true)
    storage.setItem('mf-remote-override:admin', preview)
    expect(overridesRequested('', storage)).toBe(true)
    clearOverrides(storage)
    expect(overridesRequested('', storage)).toBe(false)
  })

  it('close to the same page without the override parameters', () => {
    expect(withoutOverrideParams(`${shop}/products?q=eldiven&remote:storefront=${preview}&page=2`)).toBe(
      `${shop}/products?q=eldiven&page=2`,
    )
  })
})
