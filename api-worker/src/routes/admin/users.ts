import {
  adminUserListQuerySchema,
  idParamSchema,
  passwordResetSchema,
  roleChangeSchema,
  type UserDeleteResult,
  userCreateSchema,
  userStatsQuerySchema,
  userUpdateSchema,
} from '@shop/domain'
import type { Context } from 'hono'
import { adminRoutes } from '../../access/policy'
import type { UserOutcome, UserProblem } from '../../db/queries/admin-users-guard'
import { findAdminUser, listAdminUsers, readUserStats } from '../../db/queries/admin-users-reads'
import { deleteUser, resetPassword } from '../../db/queries/admin-users-removal'
import { changeUser, createUser } from '../../db/queries/admin-users-writes'
import type { AuthedEnv } from '../../env'
import { storedPhone } from '../../lib/accounts'
import { timedDb } from '../../lib/db-timing'
import { conflict, fieldFailure, forbidden, notFound } from '../../lib/errors'
import { newId } from '../../lib/ids'
import { message } from '../../lib/messages'
import { hashPassword } from '../../lib/password'
import { ok } from '../../lib/response'
import { validate } from '../../lib/validate'

/** A refused write as its failure; the ones a form can show beside a field name it. */
function refusal(problem: UserProblem) {
  switch (problem) {
    case 'not_found':
      return notFound(message('admin.user.not_found'))
    case 'forbidden':
      return forbidden(message('auth.access_denied'))
    case 'email_taken':
      return fieldFailure(409, 'email', message('auth.email_taken'))
    case 'admin_not_deactivatable':
      return fieldFailure(409, 'isActive', message('admin.user.admin_not_deactivatable'))
    case 'inactive_admin':
    case 'last_admin':
    case 'own_role':
      return fieldFailure(409, 'role', message(`admin.user.${problem}`))
    default:
      return conflict(message(`admin.user.${problem}`))
  }
}

/** The user as it is after a write that went through: what every write answers. */
async function written(c: Context<AuthedEnv>, id: string, outcome: UserOutcome) {
  if (!outcome.ok) throw refusal(outcome.problem)
  const user = await findAdminUser(c.var.db, id)
  if (!user) throw refusal('not_found')
  return ok(c, { user })
}

/**
 * User management (admins only), mounted on /users; no public app shares the prefix. Admin-role users are never
 * deactivated or deleted, the last active admin keeps the role, nobody changes their own role; deactivating or
 * deleting ends the user's sessions in the same batch. Every write records an audit row without secrets.
 */
export const usersAdmin = adminRoutes()
  .get('/', validate('query', adminUserListQuerySchema), async (c) => {
    const page = await timedDb(c, listAdminUsers(c.var.db, c.req.valid('query')))
    return ok(c, { users: page.items }, page.pagination)
  })
  .get('/stats', validate('query', userStatsQuerySchema), async (c) => {
    return ok(c, await timedDb(c, readUserStats(c.var.db, c.req.valid('query').period)))
  })
  .post('/', validate('json', userCreateSchema), async (c) => {
    const input = c.req.valid('json')
    const id = newId()
    const outcome = await createUser(c.var.db, c.var.user.id, {
      id,
      name: input.name,
      email: input.email,
      phone: storedPhone(input.phone ?? undefined),
      role: input.role,
      isActive: input.isActive,
      passwordHash: await hashPassword(input.password),
    })
    if (!outcome.ok) throw refusal(outcome.problem)
    const user = await findAdminUser(c.var.db, id)
    if (!user) throw refusal('not_found')
    return ok(c, { user }, undefined, 201)
  })
  .get('/:id', validate('param', idParamSchema), async (c) => {
    const user = await timedDb(c, findAdminUser(c.var.db, c.req.valid('param').id))
    if (!user) throw refusal('not_found')
    return ok(c, { user })
  })
  .put('/:id', validate('param', idParamSchema), validate('json', userUpdateSchema), async (c) => {
    const { id } = c.req.valid('param')
    const input = c.req.valid('json')
    const outcome = await changeUser(c.var.db, c.var.user.id, id, 'update', (current) => ({
      name: input.name,
      email: input.email,
      phone: input.phone === undefined ? current.phone : storedPhone(input.phone ?? undefined),
      role: input.role,
      isActive: input.isActive ?? current.isActive,
    }))
    return written(c, id, outcome)
  })
  .patch(
    '/:id/reset-password',
    validate('param', idParamSchema),
    validate('json', passwordResetSchema),
    async (c) => {
      const { id } = c.req.valid('param')
      const passwordHash = await hashPassword(c.req.valid('json').newPassword)
      const { user } = c.var
      return written(c, id, await resetPassword(c.var.db, user.id, id, passwordHash, user.sessionId))
    },
  )
  .patch('/:id/toggle-status', validate('param', idParamSchema), async (c) => {
    const { id } = c.req.valid('param')
    const outcome = await changeUser(c.var.db, c.var.user.id, id, 'toggle_status', (current) => ({
      ...current,
      isActive: !current.isActive,
    }))
    return written(c, id, outcome)
  })
  .patch('/:id/role', validate('param', idParamSchema), validate('json', roleChangeSchema), async (c) => {
    const { id } = c.req.valid('param')
    const { role } = c.req.valid('json')
    const outcome = await changeUser(c.var.db, c.var.user.id, id, 'change_role', (current) => ({
      ...current,
      role,
    }))
    return written(c, id, outcome)
  })
  .delete('/:id', validate('param', idParamSchema), async (c) => {
    const { id } = c.req.valid('param')
    const outcome = await deleteUser(c.var.db, c.var.user.id, id)
    if (!outcome.ok) throw refusal(outcome.problem)
    return ok(c, { deleted: id } satisfies UserDeleteResult)
  })
