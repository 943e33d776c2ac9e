import { productListQuerySchema } from '@shop/domain'
import { Hono } from 'hono'
import { listProducts } from '../db/queries/products'
import type { AppEnv } from '../env'
import { ok } from '../lib/response'
import { validate } from '../lib/validate'

export const products = new Hono<AppEnv>().get('/', validate('query', productListQuerySchema), async (c) => {
  const page = await listProducts(c.var.db, c.req.valid('query'))
  return ok(c, { products: page.items }, page.pagination)
})
