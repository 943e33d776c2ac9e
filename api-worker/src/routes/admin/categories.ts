import {
  bulkIdsSchema,
  bulkToggleStatusSchema,
  categoryBulkOrderSchema,
  categoryInputSchema,
  categoryOrderSchema,
  idParamSchema,
} from '@shop/domain'
import type { MessageLanguage } from '@shop/domain/messages/index'
import { staffRoutes } from '../../access/policy'
import {
  createCategory,
  editCategory,
  moveCategories,
  type Outcome,
  removeCategories,
  setCategoriesActive,
  toggleCategory,
} from '../../db/queries/admin-categories'
import type { CategoryProblem } from '../../db/queries/admin-categories-plan'
import { loadAdminCategoryTree } from '../../db/queries/admin-categories-tree'
import { timedDb } from '../../lib/db-timing'
import { editedVersionHeader } from '../../lib/edited-version'
import { conflict, fieldFailure, notFound, preconditionFailed } from '../../lib/errors'
import { releaseUnusedMedia } from '../../lib/media-usage'
import { message } from '../../lib/messages'
import { ok } from '../../lib/response'
import { validate } from '../../lib/validate'

/** A refused write as its message, in the request's language unless another is asked for. */
function problemText(problem: CategoryProblem, language?: MessageLanguage): string {
  if (problem.kind === 'has_products') {
    return message('admin.category.has_products', { count: problem.count }, language)
  }
  return message(`admin.category.${problem.kind}`, {}, language)
}

function refusal(problem: CategoryProblem) {
  const text = problemText(problem)
  switch (problem.kind) {
    case 'not_found':
      return notFound(text)
    case 'slug_taken':
      return fieldFailure(409, 'slug', text)
    case 'parent_missing':
    case 'parent_cycle':
      return fieldFailure(400, 'parentCategory', text)
    case 'edited_since':
      return preconditionFailed(text)
    default:
      return conflict(text)
  }
}

function outcome<T>(result: Outcome<T>): T {
  if (result.problem) throw refusal(result.problem)
  return result.ok
}

/**
 * Category management (staff: admins and moderators), mounted on /categories before the public app. Fixed paths come
 * before `/:id`, and there is no GET on a bare `/:param`, which would shadow the public `GET /categories/:id`. Every
 * write records audit rows in the batch that makes it.
 */
export const categoriesAdmin = staffRoutes()
  .get('/admin', async (c) => {
    const tree = await timedDb(c, loadAdminCategoryTree(c.var.db))
    return ok(c, { categories: tree.roots })
  })
  .delete('/bulk-delete', validate('json', bulkIdsSchema), async (c) => {
    const removal = await removeCategories(c.var.db, c.var.user.id, c.req.valid('json').ids)
    await releaseUnusedMedia(c.var.db, c.env.MEDIA, removal.images)
    return ok(c, {
      deleted: removal.deleted,
      refused: removal.refused.map(({ id, problem }) => ({ id, message: problemText(problem, c.var.lang) })),
      notFound: removal.notFound,
    })
  })
  .patch('/bulk-toggle-status', validate('json', bulkToggleStatusSchema), async (c) => {
    const { ids, isActive } = c.req.valid('json')
    return ok(c, await setCategoriesActive(c.var.db, c.var.user.id, ids, isActive))
  })
  .put('/update-order', validate('json', categoryOrderSchema), async (c) => {
    // Sort orders only: a parent sent here is not read (moves go through bulk-update-order).
    const moves = c.req.valid('json').categories.map(({ id, sortOrder }) => ({ id, sortOrder }))
    return ok(c, outcome(await moveCategories(c.var.db, c.var.user.id, moves)))
  })
  .put('/bulk-update-order', validate('json', categoryBulkOrderSchema), async (c) => {
    const moves = c.req.valid('json').categories
    return ok(c, outcome(await moveCategories(c.var.db, c.var.user.id, moves)))
  })
  .post('/', validate('json', categoryInputSchema), async (c) => {
    const category = outcome(await createCategory(c.var.db, c.var.user.id, c.req.valid('json')))
    return ok(c, { category }, undefined, 201)
  })
  .put(
    '/:id',
    validate('param', idParamSchema),
    validate('header', editedVersionHeader),
    validate('json', categoryInputSchema),
    async (c) => {
      const input = c.req.valid('json')
      const version = c.req.valid('header')['if-match']
      const saved = outcome(
        await editCategory(c.var.db, c.var.user.id, c.req.valid('param').id, input, version),
      )
      if (saved.previousImage && saved.previousImage !== input.image) {
        await releaseUnusedMedia(c.var.db, c.env.MEDIA, [saved.previousImage])
      }
      return ok(c, { category: saved.category })
    },
  )
  .delete('/:id', validate('param', idParamSchema), async (c) => {
    const { id } = c.req.valid('param')
    const removal = await removeCategories(c.var.db, c.var.user.id, [id])
    const refused = removal.refused[0]
    if (refused) throw refusal(refused.problem)
    if (removal.deleted.length === 0) throw refusal({ kind: 'not_found' })
    await releaseUnusedMedia(c.var.db, c.env.MEDIA, removal.images)
    return ok(c, { deleted: id })
  })
  .patch('/:id/toggle-status', validate('param', idParamSchema), async (c) => {
    const category = outcome(await toggleCategory(c.var.db, c.var.user.id, c.req.valid('param').id))
    return ok(c, { category })
  })
