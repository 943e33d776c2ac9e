import { categoryListQuerySchema, categoryProductsQuerySchema } from '@shop/domain'
import { cachedPublicRoutes } from '../access/policy'
import { listCategories, loadCategoryForest } from '../db/queries/categories'
import { listProducts } from '../db/queries/product-lists'
import { timedDb } from '../lib/db-timing'
import { notFound } from '../lib/errors'
import { message } from '../lib/messages'
import { ok } from '../lib/response'
import { validate } from '../lib/validate'

// Fixed paths first, so 'tree' and 'slug' are never read as an id.
export const categories = cachedPublicRoutes()
  .get('/', validate('query', categoryListQuerySchema), async (c) => {
    const forest = await timedDb(c, loadCategoryForest(c.var.db))
    const list = listCategories(forest, c.req.valid('query'))
    if (!list) throw notFound(message('category.not_found'))
    return ok(c, { categories: list })
  })
  .get('/tree', async (c) => {
    const forest = await timedDb(c, loadCategoryForest(c.var.db))
    return ok(c, { categories: forest.tree() })
  })
  .get('/slug/:slug', async (c) => {
    const forest = await timedDb(c, loadCategoryForest(c.var.db))
    const found = forest.findBySlug(c.req.param('slug'))
    if (!found) throw notFound(message('category.not_found'))
    return ok(c, { category: forest.detail(found) })
  })
  .get('/:id/products', validate('query', categoryProductsQuerySchema), async (c) => {
    const forest = await timedDb(c, loadCategoryForest(c.var.db))
    const found = forest.find(c.req.param('id'))
    if (!found) throw notFound(message('category.not_found'))
    const query = { ...c.req.valid('query'), category: found._id }
    const page = await timedDb(c, listProducts(c.var.db, query, c.var.lang))
    return ok(c, { products: page.items }, page.pagination)
  })
  .get('/:id', async (c) => {
    const forest = await timedDb(c, loadCategoryForest(c.var.db))
    const found = forest.find(c.req.param('id'))
    if (!found) throw notFound(message('category.not_found'))
    return ok(c, { category: forest.detail(found) })
  })
