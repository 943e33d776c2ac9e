import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { ApiAnswer } from '../src/seo/api-reader'
import { resolvePageHead } from '../src/seo/page-heads'

const ORIGIN = 'https://shop.test'

/** A page's API reader that answers every path with `answer`, recording the paths asked. */
function readerAnswering(answer: ApiAnswer) {
  const asked: string[] = []
  const read = async (path: string) => {
    asked.push(path)
    return answer
  }
  return { read, asked }
}

describe("a page's head from the API's answer", () => {
  it('is a 404 when the API names no such thing: a 404, or a client error such as a staff route refusing', async () => {
    for (const status of [404, 401, 400]) {
      const { read } = readerAnswering({ status, body: { success: false } })
      const product = await resolvePageHead(env, read, { kind: 'product', idOrSlug: 'boyle-yok' }, ORIGIN)
      expect(product.status, String(status)).toBe(404)
      expect(product.head.noindex).toBe(true)
      const category = await resolvePageHead(env, read, { kind: 'category', slug: 'boyle-yok' }, ORIGIN)
      expect(category.status, String(status)).toBe(404)
    }
  })

  it('fails when the API itself fails, so a page is never told to crawlers as gone while the data is unreachable', async () => {
    for (const status of [500, 503, 0]) {
      const { read } = readerAnswering({ status, body: null })
      await expect(
        resolvePageHead(env, read, { kind: 'product', idOrSlug: 'var-olan' }, ORIGIN),
        String(status),
      ).rejects.toThrow(/answered/)
      await expect(
        resolvePageHead(env, read, { kind: 'content', slug: 'hakkimizda' }, ORIGIN),
      ).rejects.toThrow()
    }
  })

  it('asks nothing for a fixed address of the products API', async () => {
    const { read, asked } = readerAnswering({ status: 200, body: { data: { products: [] } } })
    const head = await resolvePageHead(env, read, { kind: 'product', idOrSlug: 'featured' }, ORIGIN)
    expect(head.status).toBe(404)
    expect(asked).toEqual([])
  })
})
