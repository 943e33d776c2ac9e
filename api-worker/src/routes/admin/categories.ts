import { staffRoutes } from '../../access/policy'

/** Category management (staff: admins and moderators). */
export const categoriesAdmin = staffRoutes()
