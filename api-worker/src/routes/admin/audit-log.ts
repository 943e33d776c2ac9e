import { auditLogQuerySchema } from '@shop/domain'
import { adminRoutes } from '../../access/policy'
import { listAuditLog } from '../../db/queries/audit-log'
import { timedDb } from '../../lib/db-timing'
import { ok } from '../../lib/response'
import { validate } from '../../lib/validate'

/**
 * The audit log (admins only), mounted on /audit-log: every admin write's row, newest first, filtered by entity,
 * entity id, actor, action and a date range. One entity's history is the entityId filter.
 */
export const auditLogAdmin = adminRoutes().get('/', validate('query', auditLogQuerySchema), async (c) => {
  const page = await timedDb(c, listAuditLog(c.var.db, c.req.valid('query')))
  return ok(c, { entries: page.entries }, page.pagination)
})
