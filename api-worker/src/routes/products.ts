import { productListQuerySchema, productSectionQuerySchema, stockQuerySchema } from '@shop/domain'
import { cachedPublicRoutes } from '../access/policy'
import { checkStock, findProductBySku, findProductDetail } from '../db/queries/product-detail'
import { listProductSection, listProducts } from '../db/queries/product-lists'
import { timedDb } from '../lib/db-timing'
import { notFound } from '../lib/errors'
import { message } from '../lib/messages'
import { ok } from '../lib/response'
import { validate } from '../lib/validate'

// The fixed paths come before `/:idOrSlug`, which would otherwise take 'featured' or 'sku' for a slug.
export const products = cachedPublicRoutes()
  .get('/', validate('query', productListQuerySchema), async (c) => {
    const page = await timedDb(c, listProducts(c.var.db, c.req.valid('query'), c.var.lang))
    return ok(c, { products: page.items }, page.pagination)
  })
  .get('/featured', validate('query', productSectionQuerySchema), async (c) => {
    const list = await timedDb(c, listProductSection(c.var.db, 'featured', c.req.valid('query').limit))
    return ok(c, { products: list })
  })
  .get('/new', validate('query', productSectionQuerySchema), async (c) => {
    const list = await timedDb(c, listProductSection(c.var.db, 'new', c.req.valid('query').limit))
    return ok(c, { products: list })
  })
  .get('/discounted', validate('query', productSectionQuerySchema), async (c) => {
    const list = await timedDb(c, listProductSection(c.var.db, 'discounted', c.req.valid('query').limit))
    return ok(c, { products: list })
  })
  .get('/sku/:sku', async (c) => {
    const product = await timedDb(c, findProductBySku(c.var.db, c.req.param('sku')))
    if (!product) throw notFound(message('product.not_found'))
    return ok(c, { product })
  })
  .get('/:id/stock', validate('query', stockQuerySchema), async (c) => {
    const stock = await timedDb(c, checkStock(c.var.db, c.req.param('id'), c.req.valid('query').quantity))
    if (!stock) throw notFound(message('product.not_found'))
    return ok(c, stock)
  })
  .get('/:idOrSlug', async (c) => {
    const detail = await timedDb(c, findProductDetail(c.var.db, c.req.param('idOrSlug')))
    if (!detail) throw notFound(message('product.not_found'))
    return ok(c, { product: detail.product, relatedProducts: detail.relatedProducts })
  })
