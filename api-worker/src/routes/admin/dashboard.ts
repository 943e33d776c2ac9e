import { staffRoutes } from '../../access/policy'
import { dashboardStats } from '../../db/queries/dashboard'
import { timedDb } from '../../lib/db-timing'
import { ok } from '../../lib/response'

/** Dashboard figures (staff: admins and moderators). */
export const dashboardAdmin = staffRoutes().get('/stats', async (c) =>
  ok(c, await timedDb(c, dashboardStats(c.var.db))),
)
