import { adminRoutes } from '../../access/policy'

/** Manual exchange rates (admins only). */
export const exchangeRatesAdmin = adminRoutes()
