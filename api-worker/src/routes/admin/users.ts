import { adminRoutes } from '../../access/policy'

/** User management (admins only). */
export const usersAdmin = adminRoutes()
