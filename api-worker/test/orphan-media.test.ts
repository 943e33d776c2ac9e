import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { mediaObjects } from '../src/db/schema'
import { releaseOrphanMedia } from '../src/jobs/release-orphan-media'
import { clientOf } from '../src/lib/database'
import { insertCategory, insertProduct } from './helpers/catalogue'

const db = () => clientOf(env.DB)
const HOUR = 60 * 60 * 1000

async function upload(key: string, ageMs: number, now: Date) {
  await env.MEDIA.put(key, new Uint8Array([1, 2, 3]), { httpMetadata: { contentType: 'image/webp' } })
  await db()
    .insert(mediaObjects)
    .values({
      key,
      contentType: 'image/webp',
      size: 3,
      folder: key.split('/')[0] ?? 'general',
      createdAt: new Date(now.getTime() - ageMs).toISOString(),
    })
}

describe('releasing uploads nothing refers to', () => {
  it('deletes last week’s day-old uploads that no record uses, and keeps the rest', async () => {
    const now = new Date()
    const tag = crypto.randomUUID().slice(0, 8)
    const orphan = `products/orphan-${tag}.webp`
    const fresh = `products/fresh-${tag}.webp`
    const onProduct = `products/used-${tag}.webp`
    const onCategory = `categories/used-${tag}.webp`
    const ancient = `products/ancient-${tag}.webp`
    await upload(orphan, 30 * HOUR, now)
    await upload(fresh, 2 * HOUR, now)
    await upload(onProduct, 30 * HOUR, now)
    await upload(onCategory, 30 * HOUR, now)
    await upload(ancient, 30 * 24 * HOUR, now)
    const copies = [400, 800].map((width) => `variants/${width}/${orphan}`)
    const keptCopy = `variants/400/${onProduct}`
    for (const key of [...copies, keptCopy]) await env.MEDIA.put(key, new Uint8Array([4]))
    const productId = await insertProduct(env.DB, {
      name: 'Kullanılan resimli ürün',
      sku: `ORPH-${tag}`,
      price: 10,
    })
    await env.DB.prepare('update products set images = ? where id = ?')
      .bind(JSON.stringify([`/media/${onProduct}`]), productId)
      .run()
    const categoryId = await insertCategory(env.DB, { slug: `orph-${tag}`, name: 'Resimli kategori' })
    await env.DB.prepare('update categories set image = ? where id = ?')
      .bind(`/media/${onCategory}`, categoryId)
      .run()

    const removed = await releaseOrphanMedia(db(), env.MEDIA, now)

    expect(removed).toContain(`/media/${orphan}`)
    expect(removed).not.toContain(`/media/${fresh}`)
    expect(await env.MEDIA.head(orphan)).toBeNull()
    for (const copy of copies) expect(await env.MEDIA.head(copy), copy).toBeNull()
    expect(await env.MEDIA.head(keptCopy)).not.toBeNull()
    for (const kept of [fresh, onProduct, onCategory, ancient])
      expect(await env.MEDIA.head(kept)).not.toBeNull()
    const listed = await env.DB.prepare('select key from media_objects where key = ?').bind(orphan).first()
    expect(listed).toBeNull()
  })
})
