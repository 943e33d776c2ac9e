import { createExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { MAX_BUILD_FILE_BYTES, sha256Hex } from '@shop/domain/remote-build'
import { describe, expect, it, vi } from 'vitest'
import worker from '../src/index'
import { deployHeaders, site, testBuild, uploadFile } from './helpers/deploy'

const ID = 'a'.repeat(32)
const file = async (path: string, body: string) => ({ path, body, sha256: await sha256Hex(body) })

describe('PUT /api/deploy/:remote/builds/:buildId/files/:path', () => {
  it('stores a file once: the same bytes again are accepted, other bytes at that address refused', async () => {
    const js = await file('static/js/once.js', 'export const once = 1')
    expect((await uploadFile('account', ID, js)).status).toBe(201)
    const again = await uploadFile('account', ID, js)
    expect(again.status).toBe(200)
    expect((await again.json<{ data: { stored: boolean } }>()).data.stored).toBe(false)
    const other = await file('static/js/once.js', 'export const once = 2')
    const refused = await uploadFile('account', ID, other)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({ success: false, message: expect.any(String) })
    expect(await (await site(`/remote-builds/account/${ID}/static/js/once.js`)).text()).toBe(
      'export const once = 1',
    )
  })

  it('lets R2 refuse a body whose SHA-256 is not the one given, and stores nothing', async () => {
    const claimed = await file('static/js/tampered.js', 'the real content')
    const res = await uploadFile('account', ID, { ...claimed, body: 'something else' })
    expect(res.status).toBe(400)
    const body = await res.json<{ message: string }>()
    expect(body.message).not.toMatch(/10037|R2|put:/)
    expect(await env.MEDIA.head(`remote-builds/account/${ID}/static/js/tampered.js`)).toBeNull()
  })

  it.each([
    ['a traversal', `/api/deploy/account/builds/${ID}/files/static/..%2F..%2Fx.js`],
    ['a hidden file', `/api/deploy/account/builds/${ID}/files/.env.json`],
    ['an HTML page', `/api/deploy/account/builds/${ID}/files/index.html`],
    ['odd characters', `/api/deploy/account/builds/${ID}/files/static/a%20b.js`],
    ['an overlong path', `/api/deploy/account/builds/${ID}/files/${'a'.repeat(220)}.js`],
    ['a short build id', '/api/deploy/account/builds/abc/files/a.js'],
    ['an unknown remote', `/api/deploy/shell/builds/${ID}/files/a.js`],
  ])('refuses %s with a 400 envelope', async (_name, path) => {
    const body = 'x'
    const res = await site(path, {
      method: 'PUT',
      headers: { ...deployHeaders(), 'X-Content-SHA256': await sha256Hex(body) },
      body,
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ success: false, message: expect.any(String) })
  })

  it('refuses a missing or malformed digest and a file over the size cap', async () => {
    const path = `/api/deploy/account/builds/${ID}/files/a.js`
    const noDigest = await site(path, { method: 'PUT', headers: deployHeaders(), body: 'x' })
    expect(noDigest.status).toBe(400)
    const badDigest = await site(path, {
      method: 'PUT',
      headers: { ...deployHeaders(), 'X-Content-SHA256': 'XYZ' },
      body: 'x',
    })
    expect(badDigest.status).toBe(400)
    const oversized = new Uint8Array(MAX_BUILD_FILE_BYTES + 1)
    const huge = await site(path, {
      method: 'PUT',
      headers: { ...deployHeaders(), 'X-Content-SHA256': await sha256Hex(oversized) },
      body: oversized,
    })
    expect(huge.status).toBe(413)
    expect(await env.MEDIA.head(`remote-builds/account/${ID}/a.js`)).toBeNull()
  })
})

describe('GET /remote-builds/<remote>/<buildId>/<path>', () => {
  it('serves a stored file with its type, an ETag and a year of immutable caching', async () => {
    const build = await testBuild('served', { 'static/css/a.css': 'a{color:red}', 'static/a.svg': '<svg/>' })
    for (const item of build.files) await uploadFile('admin', build.buildId, item)
    const types: Record<string, RegExp> = {
      'mf-manifest.json': /^application\/json/,
      'static/js/storefront.js': /^text\/javascript/,
      'static/css/a.css': /^text\/css/,
      'static/a.svg': /^image\/svg\+xml/,
    }
    for (const [path, type] of Object.entries(types)) {
      const res = await site(`/remote-builds/admin/${build.buildId}/${path}`)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('Content-Type'), path).toMatch(type)
      expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
      expect(res.headers.get('ETag')).toMatch(/^"[0-9a-f]+"$/)
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff')
      expect(await res.text()).toBe(build.files.find((item) => item.path === path)?.body)
    }
    const head = await site(`/remote-builds/admin/${build.buildId}/mf-manifest.json`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    const etag = head.headers.get('ETag') ?? ''
    const cached = await site(`/remote-builds/admin/${build.buildId}/mf-manifest.json`, {
      headers: { 'If-None-Match': etag },
    })
    expect(cached.status).toBe(304)
  })

  it('answers 404 for invalid addresses without asking R2', async () => {
    const spy = { get: vi.fn(), head: vi.fn() }
    const bucket = { ...spy } as unknown as R2Bucket
    for (const path of [
      `/remote-builds/shell/${ID}/mf-manifest.json`,
      '/remote-builds/account/not-a-build/mf-manifest.json',
      `/remote-builds/account/${ID}/..%2F..%2Fsecret.json`,
      `/remote-builds/account/${ID}/index.html`,
      `/remote-builds/account/${ID}/`,
      '/remote-builds/',
    ]) {
      const request = new Request<unknown, IncomingRequestCfProperties>(`http://shop.test${path}`)
      const res = await worker.fetch(request, { ...env, MEDIA: bucket }, createExecutionContext())
      expect(res.status, path).toBe(404)
      expect(await res.json()).toEqual({ success: false, message: expect.any(String) })
    }
    expect(spy.get).not.toHaveBeenCalled()
    expect(spy.head).not.toHaveBeenCalled()
  })

  it('answers 404 for a valid address nothing was uploaded to', async () => {
    expect((await site(`/remote-builds/account/${'b'.repeat(32)}/mf-manifest.json`)).status).toBe(404)
  })
})
