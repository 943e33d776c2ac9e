import { staffRoutes } from '../../access/policy'

/** Dashboard figures (staff: admins and moderators). */
export const dashboardAdmin = staffRoutes()
