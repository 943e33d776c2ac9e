import { adminRoutes } from '../../access/policy'

/** Site settings (admins only). */
export const settingsAdmin = adminRoutes()
