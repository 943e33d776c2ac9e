import { adminPageListQuerySchema, idParamSchema, pageInputSchema } from '@shop/domain'
import { staffRoutes } from '../../access/policy'
import { findPageRow, listAdminPages, pageDto } from '../../db/queries/admin-pages'
import {
  createPage,
  deletePage,
  type PageOutcome,
  type PageProblem,
  updatePage,
} from '../../db/queries/admin-pages-writes'
import { timedDb } from '../../lib/db-timing'
import { editedVersionHeader } from '../../lib/edited-version'
import { conflict, fieldFailure, notFound, preconditionFailed } from '../../lib/errors'
import { message } from '../../lib/messages'
import { ok } from '../../lib/response'
import { validate } from '../../lib/validate'

function refusal(problem: PageProblem) {
  switch (problem) {
    case 'not_found':
      return notFound(message('page.not_found'))
    case 'slug_taken':
      return fieldFailure(409, 'slug', message('admin.page.slug_taken'))
    case 'changed':
      return conflict(message('admin.page.changed'))
    case 'edited_since':
      return preconditionFailed(message('admin.page.edited_since'))
  }
}

function outcome<T>(result: PageOutcome<T>): T {
  if (result.problem) throw refusal(result.problem)
  return result.ok as T
}

/**
 * Content page management (staff: admins and moderators), mounted on /pages before the public app, which keeps
 * `GET /` (published pages) and `GET /:slug`. Drafts are read through the fixed `/admin` paths rather than the
 * public list answering differently per caller: one policy per route, and no GET on a bare `/:param` here, which
 * would shadow the public page by slug (`admin` is a reserved slug). Every write sanitises the HTML and records an
 * audit row in its batch.
 */
export const pagesAdmin = staffRoutes()
  .get('/admin', validate('query', adminPageListQuerySchema), async (c) => {
    const pages = await timedDb(c, listAdminPages(c.var.db, c.req.valid('query').q))
    return ok(c, { pages })
  })
  .get('/admin/:id', validate('param', idParamSchema), async (c) => {
    const row = await timedDb(c, findPageRow(c.var.db, c.req.valid('param').id))
    if (!row) throw notFound(message('page.not_found'))
    return ok(c, { page: pageDto(row) })
  })
  .post('/', validate('json', pageInputSchema), async (c) => {
    const page = outcome(await createPage(c.var.db, c.var.user.id, c.req.valid('json')))
    return ok(c, { page }, undefined, 201)
  })
  .put(
    '/:id',
    validate('param', idParamSchema),
    validate('header', editedVersionHeader),
    validate('json', pageInputSchema),
    async (c) => {
      const version = c.req.valid('header')['if-match']
      const { id } = c.req.valid('param')
      const page = outcome(await updatePage(c.var.db, c.var.user.id, id, c.req.valid('json'), version))
      return ok(c, { page })
    },
  )
  .delete('/:id', validate('param', idParamSchema), async (c) => {
    const deleted = outcome(await deletePage(c.var.db, c.var.user.id, c.req.valid('param').id))
    return ok(c, { deleted })
  })
