import {
  adminProductListQuerySchema,
  auditHistoryQuerySchema,
  bulkCategorySchema,
  bulkFeaturedSchema,
  bulkIdsSchema,
  bulkStockUpdateSchema,
  bulkToggleStatusSchema,
  idParamSchema,
  type ProductDeleteResult,
  productInputSchema,
  stockUpdateSchema,
} from '@shop/domain'
import type { Context } from 'hono'
import { staffRoutes } from '../../access/policy'
import {
  deleteProducts,
  setProductsActive,
  setProductsCategory,
  setProductsFeatured,
  setProductsStock,
} from '../../db/queries/admin-products-bulk'
import { findAdminProduct, listAdminProducts, productStats } from '../../db/queries/admin-products-reads'
import { categoryExists, createProduct, updateProduct } from '../../db/queries/admin-products-save'
import { listAuditLog } from '../../db/queries/audit-log'
import type { AuthedEnv } from '../../env'
import { timedDb } from '../../lib/db-timing'
import { editedVersionHeader } from '../../lib/edited-version'
import { fieldFailure, notFound } from '../../lib/errors'
import { releaseUnusedMedia } from '../../lib/media-usage'
import { message } from '../../lib/messages'
import { ok } from '../../lib/response'
import { validate } from '../../lib/validate'

const productNotFound = () => notFound(message('admin.product.not_found'))

/** The product as it is now, for the answer of a write; a write on a missing product has already answered 404. */
async function currentProduct(c: Context<AuthedEnv>, id: string) {
  const product = await findAdminProduct(c.var.db, id)
  if (!product) throw productNotFound()
  return product
}

/**
 * Catalogue management (staff: admins and moderators), mounted on /products before the public app. The fixed paths
 * (admin, stats, bulk-*) come before `/:id`, and no GET takes a bare `/:param`, which would shadow the public
 * `GET /products/:idOrSlug`. Every write records an audit row in the batch that makes it.
 */
export const productsAdmin = staffRoutes()
  .get('/admin', validate('query', adminProductListQuerySchema), async (c) => {
    const page = await timedDb(c, listAdminProducts(c.var.db, c.req.valid('query')))
    return ok(c, { products: page.items }, page.pagination)
  })
  .get('/admin/:id', validate('param', idParamSchema), async (c) => {
    return ok(c, { product: await currentProduct(c, c.req.valid('param').id) })
  })
  // The product's audit rows (moderators see a record's history without the whole log); a deleted product's stay.
  .get(
    '/admin/:id/history',
    validate('param', idParamSchema),
    validate('query', auditHistoryQuerySchema),
    async (c) => {
      const filter = {
        ...c.req.valid('query'),
        entity: 'product' as const,
        entityId: c.req.valid('param').id,
      }
      const page = await timedDb(c, listAuditLog(c.var.db, filter))
      return ok(c, { entries: page.entries }, page.pagination)
    },
  )
  .get('/stats', async (c) => ok(c, await timedDb(c, productStats(c.var.db))))
  .delete('/bulk-delete', validate('json', bulkIdsSchema), async (c) => {
    const outcome = await deleteProducts(c.var.db, c.var.user.id, c.req.valid('json').ids)
    await releaseUnusedMedia(c.var.db, c.env.MEDIA, outcome.releasable)
    return ok(c, { deleted: outcome.deleted, hidden: outcome.hidden, notFound: outcome.notFound })
  })
  .patch('/bulk-toggle-status', validate('json', bulkToggleStatusSchema), async (c) => {
    const { ids, isActive } = c.req.valid('json')
    return ok(c, await setProductsActive(c.var.db, c.var.user.id, ids, isActive))
  })
  .patch('/bulk-update-category', validate('json', bulkCategorySchema), async (c) => {
    const { ids, categoryId } = c.req.valid('json')
    if (!(await categoryExists(c.var.db, categoryId))) {
      throw fieldFailure(400, 'categoryId', message('admin.product.category_missing'))
    }
    return ok(c, await setProductsCategory(c.var.db, c.var.user.id, ids, categoryId))
  })
  .patch('/bulk-update-featured', validate('json', bulkFeaturedSchema), async (c) => {
    const { ids, isFeatured } = c.req.valid('json')
    return ok(c, await setProductsFeatured(c.var.db, c.var.user.id, ids, isFeatured))
  })
  .put('/bulk-stock-update', validate('json', bulkStockUpdateSchema), async (c) => {
    return ok(c, await setProductsStock(c.var.db, c.var.user.id, c.req.valid('json').products))
  })
  .post('/', validate('json', productInputSchema), async (c) => {
    const id = await createProduct(c.var.db, c.var.user.id, c.req.valid('json'))
    return ok(c, { product: await currentProduct(c, id) }, undefined, 201)
  })
  .put(
    '/:id',
    validate('param', idParamSchema),
    validate('header', editedVersionHeader),
    validate('json', productInputSchema),
    async (c) => {
      const { id } = c.req.valid('param')
      const version = c.req.valid('header')['if-match']
      const removed = await updateProduct(c.var.db, c.var.user.id, id, c.req.valid('json'), version)
      await releaseUnusedMedia(c.var.db, c.env.MEDIA, removed)
      return ok(c, { product: await currentProduct(c, id) })
    },
  )
  .delete('/:id', validate('param', idParamSchema), async (c) => {
    const { id } = c.req.valid('param')
    const outcome = await deleteProducts(c.var.db, c.var.user.id, [id])
    if (outcome.notFound.length > 0) throw productNotFound()
    await releaseUnusedMedia(c.var.db, c.env.MEDIA, outcome.releasable)
    const hidden = outcome.hidden.length > 0
    const answer: ProductDeleteResult = hidden
      ? { deleted: false, hidden, message: message('admin.product.in_orders_hidden', {}, c.var.lang) }
      : { deleted: true, hidden }
    return ok(c, answer)
  })
  .patch('/:id/toggle-status', validate('param', idParamSchema), async (c) => {
    const { id } = c.req.valid('param')
    const result = await setProductsActive(c.var.db, c.var.user.id, [id])
    if (result.notFound.length > 0) throw productNotFound()
    return ok(c, { product: await currentProduct(c, id) })
  })
  .patch('/:id/stock', validate('param', idParamSchema), validate('json', stockUpdateSchema), async (c) => {
    const { id } = c.req.valid('param')
    const result = await setProductsStock(c.var.db, c.var.user.id, [{ id, stock: c.req.valid('json').stock }])
    if (result.notFound.length > 0) throw productNotFound()
    return ok(c, { product: await currentProduct(c, id) })
  })
