import { suggestQuerySchema } from '@shop/domain'
import { cachedPublicRoutes } from '../access/policy'
import { searchSuggestions } from '../db/queries/search-suggest'
import { timedDb } from '../lib/db-timing'
import { ok } from '../lib/response'
import { validate } from '../lib/validate'

/**
 * `GET /products/suggest?q=`: what the header's search suggests while a shopper types (at most 6 products and a
 * few categories). Mounted on /products before the public product routes, whose `/:idOrSlug` would take 'suggest'.
 */
export const searchSuggest = cachedPublicRoutes().get(
  '/suggest',
  validate('query', suggestQuerySchema),
  async (c) => {
    const suggestions = await timedDb(c, searchSuggestions(c.var.db, c.req.valid('query').q))
    return ok(c, suggestions)
  },
)
