import { cachedPublicRoutes } from '../access/policy'
import { findPublishedPage, listPublishedPages } from '../db/queries/pages'
import { notFound } from '../lib/errors'
import { message } from '../lib/messages'
import { ok } from '../lib/response'

export const pages = cachedPublicRoutes()
  .get('/', async (c) => ok(c, { pages: await listPublishedPages(c.var.db) }))
  .get('/:slug', async (c) => {
    const page = await findPublishedPage(c.var.db, c.req.param('slug'))
    if (!page) throw notFound(message('page.not_found'))
    return ok(c, { page })
  })
