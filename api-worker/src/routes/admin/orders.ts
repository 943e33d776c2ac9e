import { staffRoutes } from '../../access/policy'

/** Order management (staff: admins and moderators). */
export const ordersAdmin = staffRoutes()
