import { staffRoutes } from '../../access/policy'

/** Catalogue management (staff: admins and moderators). */
export const productsAdmin = staffRoutes()
