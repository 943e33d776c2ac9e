import { createExecutionContext } from 'cloudflare:test'
import { env, exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import worker from '../src/index'

const get = (path: string) => exports.default.fetch(`http://shop.test${path}`)

describe('unknown API paths', () => {
  it.each([
    '/api/nope',
    '/api',
    '/api/products/extra/segments',
    '/api/auth/login',
  ])('%s is a 404 envelope', async (path) => {
    const res = await get(path)
    expect(res.status).toBe(404)
    expect(res.headers.get('Content-Type')).toContain('application/json')
    expect(await res.json()).toEqual({ success: false, message: expect.any(String) })
  })
})

describe('/remotes.json', () => {
  const BUILT = {
    storefront: '/remotes/storefront/mf-manifest.json',
    account: '/remotes/account/mf-manifest.json',
    admin: '/remotes/admin/mf-manifest.json',
  }

  it('answers the built layout when REMOTES is empty', async () => {
    const res = await get('/remotes.json')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual(BUILT)
  })

  it('answers REMOTES, uncached, when it is set', async () => {
    const remotes = { storefront: 'https://cdn.example.com/storefront/mf-manifest.json' }
    const request = new Request<unknown, IncomingRequestCfProperties>('http://shop.test/remotes.json')
    const res = await worker.fetch(
      request,
      { ...env, REMOTES: JSON.stringify(remotes) },
      createExecutionContext(),
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    expect(await res.json()).toEqual({ ...BUILT, ...remotes })
  })

  it('falls back to the built layout when REMOTES is not JSON', async () => {
    const request = new Request<unknown, IncomingRequestCfProperties>('http://shop.test/remotes.json')
    const res = await worker.fetch(request, { ...env, REMOTES: '{broken' }, createExecutionContext())
    expect(await res.json()).toEqual(BUILT)
  })
})

describe('static front ends', () => {
  it('serves the shell for client-side routes', async () => {
    // Shop pages get their head written from D1 (test/seo-pages.test.ts); an account screen is the shell as built.
    const res = await get('/orders/abc')
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('fixture shell')
  })
})
