import { staffRoutes } from '../../access/policy'

/** Content page management (staff: admins and moderators). */
export const pagesAdmin = staffRoutes()
