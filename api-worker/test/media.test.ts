import { env, exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4])
const fetchMedia = (path: string, init?: RequestInit) =>
  exports.default.fetch(`http://shop.test${path}`, init)

beforeAll(async () => {
  await env.MEDIA.put('products/ayna.png', PNG_BYTES, { httpMetadata: { contentType: 'image/png' } })
  await env.MEDIA.put('docs/katalog 2025.pdf', 'pdf', { httpMetadata: { contentType: 'application/pdf' } })
})

describe('GET /media/<key>', () => {
  it('streams the object with its content type, ETag and a year of immutable caching', async () => {
    const res = await fetchMedia('/media/products/ayna.png')
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('image/png')
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('ETag')).toMatch(/^"[0-9a-f]+"$/)
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG_BYTES)
  })

  it('answers 304 without a body when If-None-Match matches', async () => {
    const first = await fetchMedia('/media/products/ayna.png')
    const etag = first.headers.get('ETag') ?? ''
    await first.arrayBuffer()
    const again = await fetchMedia('/media/products/ayna.png', { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
    expect(again.headers.get('ETag')).toBe(etag)
    expect(await again.text()).toBe('')
    const stale = await fetchMedia('/media/products/ayna.png', { headers: { 'If-None-Match': '"other"' } })
    expect(stale.status).toBe(200)
    await stale.arrayBuffer()
  })

  it('answers HEAD with headers only', async () => {
    const res = await fetchMedia('/media/products/ayna.png', { method: 'HEAD' })
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('image/png')
    expect(res.headers.get('Content-Length')).toBe(String(PNG_BYTES.length))
    expect(await res.text()).toBe('')
  })

  it('decodes escaped keys', async () => {
    const res = await fetchMedia('/media/docs/katalog%202025.pdf')
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('pdf')
  })

  it('answers 404 in the error envelope for a missing object', async () => {
    for (const path of ['/media/products/yok.png', '/media/', '/media/products//ayna.png']) {
      const res = await fetchMedia(path)
      expect(res.status, path).toBe(404)
      expect(await res.json()).toEqual({ success: false, message: 'Dosya bulunamadı' })
    }
    const head = await fetchMedia('/media/products/yok.png', { method: 'HEAD' })
    expect(head.status).toBe(404)
  })

  it('answers 404 before asking R2 for a key longer than R2 allows (1,024 bytes), with no storage error text', async () => {
    for (const key of ['a'.repeat(1025), 'ş'.repeat(513), `products/${'b'.repeat(2000)}.png`]) {
      for (const method of ['GET', 'HEAD']) {
        const res = await fetchMedia(`/media/${encodeURIComponent(key)}`, { method })
        expect(res.status, `${method} ${key.length}`).toBe(404)
        if (method === 'GET')
          expect(await res.json()).toEqual({ success: false, message: 'Dosya bulunamadı' })
      }
    }
    const longest = 'c'.repeat(1024)
    await env.MEDIA.put(longest, PNG_BYTES, { httpMetadata: { contentType: 'image/png' } })
    const res = await fetchMedia(`/media/${longest}`)
    expect(res.status).toBe(200)
    await res.arrayBuffer()
  })

  it('refuses writes', async () => {
    const res = await fetchMedia('/media/products/ayna.png', { method: 'PUT', body: 'x' })
    expect(res.status).toBe(405)
    expect(res.headers.get('Allow')).toBe('GET, HEAD')
  })
})

describe('GET /media/<key>?w=<width>', () => {
  const SMALL = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9])

  beforeAll(async () => {
    await env.MEDIA.put('products/with-copies.png', PNG_BYTES, { httpMetadata: { contentType: 'image/png' } })
    await env.MEDIA.put('variants/400/products/with-copies.png', SMALL, {
      httpMetadata: { contentType: 'image/webp' },
    })
  })

  it("answers a kept width with the picture's smaller copy, cached for a year", async () => {
    const res = await fetchMedia('/media/products/with-copies.png?w=400')
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('image/webp')
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(SMALL)
    const head = await fetchMedia('/media/products/with-copies.png?w=400', { method: 'HEAD' })
    expect(head.headers.get('Content-Length')).toBe(String(SMALL.length))
  })

  it('answers with the original, for a day only, when the picture has no copy at that width', async () => {
    const res = await fetchMedia('/media/products/with-copies.png?w=800')
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=86400')
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG_BYTES)
    const etag = res.headers.get('ETag') ?? ''
    const again = await fetchMedia('/media/products/with-copies.png?w=800', {
      headers: { 'If-None-Match': etag },
    })
    expect(again.status).toBe(304)
  })

  it('answers 404 when neither the copy nor the original is there', async () => {
    const res = await fetchMedia('/media/products/yok.png?w=400')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ success: false, message: 'Dosya bulunamadı' })
  })

  it('refuses a width it does not keep with 400 and a message in the caller language', async () => {
    for (const width of ['300', 'abc', '', '400.5']) {
      const res = await fetchMedia(`/media/products/with-copies.png?w=${width}`)
      expect(res.status, width).toBe(400)
      expect(await res.json()).toEqual({
        success: false,
        message: 'Bu resim genişliği sunulmuyor (400 veya 800)',
      })
    }
    const english = await fetchMedia('/media/products/with-copies.png?w=1', {
      headers: { 'Accept-Language': 'en' },
    })
    expect(((await english.json()) as { message: string }).message).toBe(
      'This picture width is not available (400 or 800)',
    )
  })
})
