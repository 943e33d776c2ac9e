import { adminRoutes } from '../../access/policy'

/** The audit log (admins only). */
export const auditLogAdmin = adminRoutes()
