import { dashboardQuerySchema } from '@shop/domain'
import { staffRoutes } from '../../access/policy'
import { dashboardStats } from '../../db/queries/dashboard'
import { timedDb } from '../../lib/db-timing'
import { ok } from '../../lib/response'
import { validate } from '../../lib/validate'

/** Dashboard figures (staff: admins and moderators); the revenue series counts the days of the zone asked for. */
export const dashboardAdmin = staffRoutes().get(
  '/stats',
  validate('query', dashboardQuerySchema),
  async (c) => {
    const { timeZone } = c.req.valid('query')
    return ok(c, await timedDb(c, dashboardStats(c.var.db, { timeZone })))
  },
)
