import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadManifests } from './load-manifests'
import { DEFAULT_MANIFESTS } from './remote-names'

const preview = '/remote-builds/storefront/3f9a0c1d2e4b/mf-manifest.json'
const profile = vi.fn()

vi.mock('@shop/api-client', () => ({ getProfile: (...args: unknown[]) => profile(...args) }))

function visit(search: string) {
  window.history.replaceState(null, '', `/${search}`)
}

describe('loadManifests in a production build', () => {
  beforeEach(() => {
    window.sessionStorage.clear()
    profile.mockReset()
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(DEFAULT_MANIFESTS)),
    )
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    visit('')
  })

  it('asks nobody who is signed in when no override is asked for', async () => {
    visit('?q=eldiven')
    expect(await loadManifests(false)).toEqual({ manifests: DEFAULT_MANIFESTS, previews: [] })
    expect(profile).not.toHaveBeenCalled()
  })

  it('loads a preview for an admin and names it for the banner', async () => {
    profile.mockResolvedValue({ role: 'admin' })
    visit(`?remote:storefront=${preview}`)
    const loaded = await loadManifests(false)
    expect(loaded.manifests.storefront).toBe(preview)
    expect(loaded.previews).toEqual([{ remote: 'storefront', url: preview }])
  })

  it.each([
    ['a shopper', { role: 'user' }],
    ['a moderator', { role: 'moderator' }],
  ])('gives %s the live shop and forgets what was kept', async (_who, user) => {
    profile.mockResolvedValue(user)
    window.sessionStorage.setItem('mf-remote-override:storefront', preview)
    visit(`?remote:account=${preview.replace('storefront', 'account')}`)
    expect(await loadManifests(false)).toEqual({ manifests: DEFAULT_MANIFESTS, previews: [] })
    expect(window.sessionStorage.length).toBe(0)
  })

  it('gives a visitor the live shop when the profile call is refused', async () => {
    profile.mockRejectedValue(new Error('401'))
    visit(`?remote:storefront=${preview}`)
    expect(await loadManifests(false)).toEqual({ manifests: DEFAULT_MANIFESTS, previews: [] })
  })
})
