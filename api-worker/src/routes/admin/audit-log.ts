import { auditLogQuerySchema } from '@shop/domain'
import { adminRoutes } from '../../access/policy'
import { listNamedAuditLog } from '../../db/queries/audit-log'
import { timedDb } from '../../lib/db-timing'
import { ok } from '../../lib/response'
import { validate } from '../../lib/validate'

/**
 * The audit log (admins only), mounted on /audit-log: every admin write's row, newest first, filtered by entity,
 * entity id, actor, action and a date range, each naming its record as it reads now, in the caller's language. One
 * entity's history is the entityId filter.
 */
export const auditLogAdmin = adminRoutes().get('/', validate('query', auditLogQuerySchema), async (c) => {
  const page = await timedDb(c, listNamedAuditLog(c.var.db, c.req.valid('query'), c.var.lang))
  return ok(c, { entries: page.entries }, page.pagination)
})
