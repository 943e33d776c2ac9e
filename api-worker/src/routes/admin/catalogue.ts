import { staffRoutes } from '../../access/policy'

/** Catalogue CSV export and import (staff: admins and moderators). */
export const catalogueAdmin = staffRoutes()
