import { productFacetsQuerySchema } from '@shop/domain'
import { cachedPublicRoutes } from '../access/policy'
import { productFacets as countFacets } from '../db/queries/product-facets'
import { timedDb } from '../lib/db-timing'
import { ok } from '../lib/response'
import { validate } from '../lib/validate'

/** GET /products/facets: the counts beside the list's filter options. Mounted before `/products/:idOrSlug`. */
export const productFacets = cachedPublicRoutes().get(
  '/facets',
  validate('query', productFacetsQuerySchema),
  async (c) => {
    const facets = await timedDb(c, countFacets(c.var.db, c.req.valid('query')))
    return ok(c, { facets })
  },
)
