import { exports } from 'cloudflare:workers'
import type {
  CategoryDetail,
  CategoryNode,
  ExchangeRateDto,
  PageDto,
  ProductDto,
  ProductStockDto,
} from '@shop/domain'
import { hc } from 'hono/client'
import { describe, expect, expectTypeOf, it } from 'vitest'
import type { AppType } from '../src/app'

const client = hc<AppType>('http://shop.test', {
  fetch: (input: RequestInfo | URL, init?: RequestInit) => exports.default.fetch(input, init),
})

/** The catalogue, page and rate answers reach the typed client with their shapes; only compile-time checks matter. */
describe('AppType contract for the public catalogue', () => {
  it('types categories', async () => {
    const tree = await client.api.categories.tree.$get()
    expect(tree.status).toBe(200)
    if (tree.status === 200) {
      const [root] = (await tree.json()).data.categories
      expectTypeOf(root?._id).toEqualTypeOf<string | undefined>()
      expectTypeOf(root?.productCount).toEqualTypeOf<number | undefined>()
      // Hono's JSONParsed stops at the first repeat of a recursive type, so nested levels arrive as JSONValue; the
      // front end reads the tree as `CategoryNode` from @shop/domain.
      expectTypeOf<CategoryNode['subcategories']>().toEqualTypeOf<CategoryNode[]>()
    }
    const one = await client.api.categories.slug[':slug'].$get({ param: { slug: 'yok' } })
    expect(one.status).toBe(404)
    if (one.status === 200) expectTypeOf((await one.json()).data.category).toEqualTypeOf<CategoryDetail>()
  })

  it('types product detail, sections and stock', async () => {
    const detail = await client.api.products[':idOrSlug'].$get({ param: { idOrSlug: 'yok' } })
    expect(detail.status).toBe(404)
    if (detail.status === 200) {
      const body = await detail.json()
      expectTypeOf(body.data.product).toEqualTypeOf<ProductDto>()
      expectTypeOf(body.data.relatedProducts).toEqualTypeOf<ProductDto[]>()
    }
    const featured = await client.api.products.featured.$get({ query: { limit: '4' } })
    expectTypeOf((await featured.json()).data.products).toEqualTypeOf<ProductDto[]>()
    const stock = await client.api.products[':id'].stock.$get({
      param: { id: 'yok' },
      query: { quantity: '2' },
    })
    if (stock.status === 200) expectTypeOf((await stock.json()).data).toEqualTypeOf<ProductStockDto>()
  })

  it('types pages and exchange rates', async () => {
    const page = await client.api.pages[':slug'].$get({ param: { slug: 'yok' } })
    if (page.status === 200) expectTypeOf((await page.json()).data.page).toEqualTypeOf<PageDto>()
    const rates = await client.api['exchange-rates'].$get()
    expectTypeOf((await rates.json()).data.exchangeRates).toEqualTypeOf<ExchangeRateDto[]>()
    const preview = await client.api['exchange-rates'].convert.preview.$get({
      query: { amount: '1', to: 'USD' },
    })
    if (preview.status === 200) expectTypeOf((await preview.json()).data.converted).toEqualTypeOf<number>()
  })
})
