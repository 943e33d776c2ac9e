import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { buildFileKey } from '@shop/domain/remote-build'
import { describe, expect, it } from 'vitest'
import { MAX_EDGE_COPY_BYTES } from '../src/cache/immutable-edge'
import worker from '../src/index'
import { testBuild } from './helpers/deploy'

/** The suite runs with the visitor cache off (tests write straight to D1 and R2); these requests switch it on. */
const cachedEnv = { ...env, EDGE_CACHE: 'on' }

async function visit(path: string, headers: Record<string, string> = {}, bindings: object = cachedEnv) {
  const ctx = createExecutionContext()
  const response = await worker.fetch(
    new Request<unknown, IncomingRequestCfProperties>(`https://shop.test${path}`, { headers }),
    bindings as typeof env,
    ctx,
  )
  await waitOnExecutionContext(ctx)
  return response
}

const uniqueKey = (name: string) => `edge/${crypto.randomUUID()}/${name}`

describe('media and deployed builds through the edge cache', () => {
  it('keeps a picture at the edge: the next visitor is answered from there, with the same body and ETag', async () => {
    const key = uniqueKey('ayna.png')
    await env.MEDIA.put(key, 'resim baytları', { httpMetadata: { contentType: 'image/png' } })
    const first = await visit(`/media/${key}`)
    expect(first.headers.get('X-Shop-Cache')).toBe('miss')
    expect(await first.text()).toBe('resim baytları')
    // Gone from R2: only the edge's copy can answer now.
    await env.MEDIA.delete(key)
    const second = await visit(`/media/${key}`)
    expect(second.status).toBe(200)
    expect(second.headers.get('X-Shop-Cache')).toBe('hit')
    expect(second.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(second.headers.get('Content-Type')).toBe('image/png')
    expect(second.headers.get('ETag')).toBe(first.headers.get('ETag'))
    expect(await second.text()).toBe('resim baytları')
    // The cache off (the API tests, the bench's database figures): R2 as before.
    expect((await visit(`/media/${key}`, {}, env)).status).toBe(404)
  })

  it('answers If-None-Match with 304 from the edge and from R2 alike', async () => {
    const key = uniqueKey('katalog.png')
    await env.MEDIA.put(key, 'katalog', { httpMetadata: { contentType: 'image/png' } })
    const etag = (await visit(`/media/${key}`)).headers.get('ETag') ?? ''
    expect(etag).not.toBe('')
    const revalidated = await visit(`/media/${key}`, { 'If-None-Match': etag })
    expect(revalidated.status).toBe(304)
    expect(revalidated.headers.get('X-Shop-Cache')).toBe('hit')
    expect(await revalidated.text()).toBe('')
  })

  it('keeps no failure, no stand-in original and no file above the size limit', async () => {
    const key = uniqueKey('sonra.png')
    const missing = await visit(`/media/${key}`, { 'Accept-Language': 'en' })
    expect(missing.status).toBe(404)
    expect(missing.headers.get('X-Shop-Cache')).toBe('bypass')
    expect(((await missing.json()) as { message: string }).message).toMatch(/not found/i)
    await env.MEDIA.put(key, 'geldi', { httpMetadata: { contentType: 'image/png' } })
    expect(await (await visit(`/media/${key}`)).text()).toBe('geldi')

    // A width without its copy answers the original for a day: not kept, so the copy shows once it is made.
    const standIn = await visit(`/media/${key}?w=400`)
    expect(standIn.headers.get('X-Shop-Cache')).toBe('bypass')
    expect(standIn.headers.get('Cache-Control')).toBe('public, max-age=86400')

    const large = uniqueKey('video.mp4')
    await env.MEDIA.put(large, new Uint8Array(MAX_EDGE_COPY_BYTES + 1), {
      httpMetadata: { contentType: 'video/mp4' },
    })
    const video = await visit(`/media/${large}`)
    expect(video.headers.get('X-Shop-Cache')).toBe('bypass')
    await video.body?.cancel()
    await env.MEDIA.delete(large)
  })

  it('leaves a Range request and HEAD to R2', async () => {
    const key = uniqueKey('parca.png')
    await env.MEDIA.put(key, 'parça', { httpMetadata: { contentType: 'image/png' } })
    await (await visit(`/media/${key}`)).text()
    await env.MEDIA.delete(key)
    expect((await visit(`/media/${key}`, { Range: 'bytes=0-2' })).status).toBe(404)
    const ctx = createExecutionContext()
    const head = await worker.fetch(
      new Request<unknown, IncomingRequestCfProperties>(`https://shop.test/media/${key}`, { method: 'HEAD' }),
      cachedEnv,
      ctx,
    )
    await waitOnExecutionContext(ctx)
    expect(head.status).toBe(404)
  })

  it("keeps a deployed remote's file at the edge the same way", async () => {
    const { buildId } = await testBuild(`edge-${crypto.randomUUID()}`)
    const key = buildFileKey('storefront', buildId, 'static/js/storefront.js')
    await env.MEDIA.put(key, 'console.log(1)', { httpMetadata: { contentType: 'text/javascript' } })
    const path = `/remote-builds/storefront/${buildId}/static/js/storefront.js`
    expect((await visit(path)).headers.get('X-Shop-Cache')).toBe('miss')
    await env.MEDIA.delete(key)
    const kept = await visit(path)
    expect(kept.headers.get('X-Shop-Cache')).toBe('hit')
    expect(await kept.text()).toBe('console.log(1)')
  })
})
