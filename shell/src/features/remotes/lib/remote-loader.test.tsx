import type { ModuleFederation } from '@module-federation/enhanced/runtime'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { remoteEntryOf } from './remote-entry'
import { RemoteLoadError } from './remote-load-error'
import { createRemoteLoader } from './remote-loader'
import { DEFAULT_MANIFESTS } from './remote-names'

const MANIFEST = 'http://localhost:3000/remotes/storefront/mf-manifest.json'
const server = setupServer()

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const manifest = (metaData: Record<string, unknown>) => ({ metaData })
const built = {
  globalName: 'storefront',
  publicPath: 'auto',
  remoteEntry: { name: 'static/js/storefront.1a2b3c.js', path: '', type: 'global' },
}

describe('remoteEntryOf', () => {
  it('finds an auto public path’s entry beside the manifest', () => {
    expect(remoteEntryOf(MANIFEST, manifest(built))).toEqual({
      entry: 'http://localhost:3000/remotes/storefront/static/js/storefront.1a2b3c.js',
      entryGlobalName: 'storefront',
      type: 'global',
    })
  })

  it('resolves a manifest path against the page and joins the entry’s own path', () => {
    const entry = remoteEntryOf(
      '/remotes/account/mf-manifest.json',
      manifest({ ...built, globalName: 'account', remoteEntry: { name: 'account.js', path: '/js/' } }),
    )
    expect(entry).toEqual({
      entry: `${window.location.origin}/remotes/account/js/account.js`,
      entryGlobalName: 'account',
      type: 'global',
    })
  })

  it('takes a public path the manifest names', () => {
    const { entry } = remoteEntryOf(MANIFEST, manifest({ ...built, publicPath: 'https://cdn.example/sf/' }))
    expect(entry).toBe('https://cdn.example/sf/static/js/storefront.1a2b3c.js')
  })

  it('refuses a manifest that names no entry or no global', () => {
    expect(() => remoteEntryOf(MANIFEST, manifest({ ...built, remoteEntry: {} }))).toThrow(RemoteLoadError)
    expect(() => remoteEntryOf(MANIFEST, manifest({ ...built, globalName: '' }))).toThrow(RemoteLoadError)
  })
})

/** What happened, in order: a module's code loaded, a task boundary, a module evaluated. */
const events: string[] = []

// The task boundary is the browser's `scheduler.yield()`, which nextTask reads when called. Stubbed on the global, not
// by mocking the module: the ui project shares modules between files (`isolate: false`), so a file run earlier in
// the same worker may already have loaded the loader with the real nextTask, and the mock would not reach it.
beforeEach(() => {
  vi.stubGlobal('scheduler', {
    yield: async () => {
      events.push('next task')
    },
  })
})

afterEach(() => {
  events.length = 0
  vi.unstubAllGlobals()
})

/** The runtime's loadRemote without its factory run (`loadFactory: false`): the factory, which evaluates the module. */
function fakeFederation() {
  return {
    registerRemotes: vi.fn(),
    loadRemote: vi.fn(async (id: string, options?: { loadFactory?: boolean }) => {
      if (options?.loadFactory !== false) throw new Error('the loader evaluates modules itself')
      events.push(`loaded ${id}`)
      return () => {
        events.push(`evaluated ${id}`)
        return { default: id }
      }
    }),
  }
}

describe('createRemoteLoader', () => {
  it('registers a remote once, from its manifest’s entry, for modules asked for together', async () => {
    let manifestRequests = 0
    server.use(
      http.get(MANIFEST, () => {
        manifestRequests += 1
        return HttpResponse.json(manifest(built))
      }),
    )
    const federation = fakeFederation()
    const load = createRemoteLoader(federation as unknown as ModuleFederation, async () => ({
      ...DEFAULT_MANIFESTS,
      storefront: MANIFEST,
    }))
    const modules = await Promise.all(['Header', 'App', 'Footer'].map((name) => load('storefront', name, 0)))
    expect(modules).toEqual([
      { default: 'storefront/Header' },
      { default: 'storefront/App' },
      { default: 'storefront/Footer' },
    ])
    expect(manifestRequests).toBe(1)
    expect(federation.registerRemotes).toHaveBeenCalledTimes(1)
    expect(federation.registerRemotes).toHaveBeenCalledWith(
      [
        {
          name: 'storefront',
          entry: 'http://localhost:3000/remotes/storefront/static/js/storefront.1a2b3c.js',
          entryGlobalName: 'storefront',
          type: 'global',
        },
      ],
      { force: false },
    )
  })

  it('evaluates a module in a task after the one its code arrived in', async () => {
    server.use(http.get(MANIFEST, () => HttpResponse.json(manifest(built))))
    const load = createRemoteLoader(fakeFederation() as unknown as ModuleFederation, async () => ({
      ...DEFAULT_MANIFESTS,
      storefront: MANIFEST,
    }))
    await expect(load('storefront', 'Header', 0)).resolves.toEqual({ default: 'storefront/Header' })
    expect(events).toEqual(['loaded storefront/Header', 'next task', 'evaluated storefront/Header'])
  })

  it('names the module when evaluating it fails', async () => {
    server.use(http.get(MANIFEST, () => HttpResponse.json(manifest(built))))
    const federation = fakeFederation()
    federation.loadRemote.mockResolvedValueOnce(() => {
      throw new Error('a broken module')
    })
    const load = createRemoteLoader(federation as unknown as ModuleFederation, async () => ({
      ...DEFAULT_MANIFESTS,
      storefront: MANIFEST,
    }))
    const failure = load('storefront', 'App', 0)
    await expect(failure).rejects.toBeInstanceOf(RemoteLoadError)
    await expect(failure).rejects.toThrow('storefront/App could not be loaded')
  })

  it('reads the manifest again on a retry and registers the remote afresh', async () => {
    let manifestRequests = 0
    server.use(
      http.get(MANIFEST, () => {
        manifestRequests += 1
        return manifestRequests === 1
          ? HttpResponse.html('<!doctype html><html></html>')
          : HttpResponse.json(manifest(built))
      }),
    )
    const federation = fakeFederation()
    const load = createRemoteLoader(federation as unknown as ModuleFederation, async () => ({
      ...DEFAULT_MANIFESTS,
      storefront: MANIFEST,
    }))
    await expect(load('storefront', 'App', 0)).rejects.toBeInstanceOf(RemoteLoadError)
    expect(federation.registerRemotes).not.toHaveBeenCalled()
    await expect(load('storefront', 'App', 1)).resolves.toEqual({ default: 'storefront/App' })
    expect(manifestRequests).toBe(2)
    expect(federation.registerRemotes).toHaveBeenCalledWith(
      [expect.objectContaining({ name: 'storefront' })],
      {
        force: true,
      },
    )
  })
})
