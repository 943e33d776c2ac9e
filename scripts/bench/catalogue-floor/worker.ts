import type { ProductListQuery } from '@shop/domain'
import { drizzle } from 'drizzle-orm/d1'
import { listProducts } from '../../../api-worker/src/db/queries/product-lists'
import * as schema from '../../../api-worker/src/db/schema'
import type { D1Database } from '../../../api-worker/src/env'

const FIRST_PAGE: ProductListQuery = { page: 1, limit: 20, order: 'desc' }

/**
 * What the catalogue's GET routes cost at least on this machine, with nothing around them (no routing, middleware,
 * validation, cache headers or edge cache): `/d1` is one D1 round trip (`select 1`), `/list` the first page of
 * GET /api/products?limit=20 as `listProducts` reads it (one batch) and its rows as JSON. GET /ping is this bare
 * worker's own ceiling.
 */
export default {
  async fetch(request: Request, env: { DB: D1Database }): Promise<Response> {
    const { pathname } = new URL(request.url)
    if (pathname === '/ping') return Response.json({ ok: true })
    if (pathname === '/d1') return Response.json(await env.DB.prepare('select 1 as one').first())
    if (pathname === '/list')
      return Response.json(await listProducts(drizzle(env.DB, { schema }), FIRST_PAGE, 'tr'))
    return new Response('not found', { status: 404 })
  },
}
