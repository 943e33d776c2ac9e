import { staffRoutes } from '../../access/policy'

/** Media uploads into R2 (staff: admins and moderators). */
export const uploadAdmin = staffRoutes()
