import { staffRoutes } from '../../access/policy'

/** Automatic translation (staff: admins and moderators). */
export const translateAdmin = staffRoutes()
