import { describe, expect, it } from 'vitest'
import type { SeedContext } from './context'
import { contentTypeOf, type PictureRole, productPictureKey, putPictureIfMissing } from './media'

/** A seed context over an in-memory bucket; the media list's inserts are accepted and counted. */
function memoryContext(existing: string[] = []) {
  const objects = new Map<string, string>(existing.map((key) => [key, 'old']))
  let listed = 0
  const media = {
    head: async (key: string) => (objects.has(key) ? { key } : null),
    put: async (key: string, bytes: Uint8Array, options: { httpMetadata: { contentType: string } }) => {
      objects.set(key, `${options.httpMetadata.contentType} ${bytes.length}`)
    },
  }
  const db = {
    insert: () => ({
      values: () => ({
        onConflictDoNothing: async () => {
          listed += 1
        },
      }),
    }),
  }
  const ctx = { media, db } as unknown as SeedContext
  return { ctx, objects, listed: () => listed }
}

/** A drawing `width` bytes long, and the widths and roles it was asked for. */
function drawer() {
  const drawn: number[] = []
  const roles = new Map<number, PictureRole>()
  return {
    drawn,
    roles,
    draw: async (width: number, role: PictureRole) => {
      drawn.push(width)
      roles.set(width, role)
      return new Uint8Array(width)
    },
  }
}

describe('putPictureIfMissing', () => {
  it('stores the picture and a copy at each kept width below its own, each drawn at its size', async () => {
    const { ctx, objects, listed } = memoryContext()
    const { drawn, draw } = drawer()
    expect(await putPictureIfMissing(ctx, 'products/ayna.png', 1200, draw)).toBe(true)
    expect(drawn.sort((a, b) => a - b)).toEqual([400, 800, 1200])
    expect(objects.get('products/ayna.png')).toBe('image/png 1200')
    expect(objects.get('variants/400/products/ayna.png')).toBe('image/png 400')
    expect(objects.get('variants/800/products/ayna.png')).toBe('image/png 800')
    // Only the picture is in the media list.
    expect(listed()).toBe(1)
  })

  it('makes no copy as wide as the picture itself', async () => {
    const { ctx, objects } = memoryContext()
    const { drawn, draw } = drawer()
    await putPictureIfMissing(ctx, 'categories/implant.png', 800, draw)
    expect(drawn.sort((a, b) => a - b)).toEqual([400, 800])
    expect(objects.has('variants/800/categories/implant.png')).toBe(false)
  })

  it('draws only what is missing: a state seeded before the copies gains them, a full one is left alone', async () => {
    const before = memoryContext(['products/ayna.png', 'variants/400/products/ayna.png'])
    const missing = drawer()
    expect(await putPictureIfMissing(before.ctx, 'products/ayna.png', 1200, missing.draw)).toBe(true)
    expect(missing.drawn).toEqual([800])
    expect(before.objects.get('products/ayna.png')).toBe('old')

    const full = drawer()
    expect(await putPictureIfMissing(before.ctx, 'products/ayna.png', 1200, full.draw)).toBe(false)
    expect(full.drawn).toEqual([])
  })

  it("stores a product's WebP picture and copies as WebP, the copies encoded as copies", async () => {
    const { ctx, objects } = memoryContext()
    const { roles, draw } = drawer()
    const key = productPictureKey('ayna')
    expect(key).toBe('products/ayna.webp')
    await putPictureIfMissing(ctx, key, 1200, draw)
    expect(objects.get('products/ayna.webp')).toBe('image/webp 1200')
    expect(objects.get('variants/400/products/ayna.webp')).toBe('image/webp 400')
    expect(Object.fromEntries(roles)).toEqual({ 400: 'copy', 800: 'copy', 1200: 'original' })
  })
})

describe('contentTypeOf', () => {
  it('names the two types the seed stores and refuses any other', () => {
    expect(contentTypeOf('brand/logo.png')).toBe('image/png')
    expect(contentTypeOf('products/ayna.webp')).toBe('image/webp')
    expect(() => contentTypeOf('products/ayna.jpg')).toThrow(/PNG or WebP/)
  })
})
