import { type Role, readLocalized, type Settings, STAFF_ROLES } from '@shop/domain'
import { HTTPException } from 'hono/http-exception'
import { currentLanguage, message } from './messages'

/**
 * While maintenance mode is on, new orders are refused with 503 and the admin's maintenance message in the caller's
 * language (the catalogue's text when the admin wrote none); staff (admins and moderators) keep ordering, so they can
 * check the shop before switching it back on.
 */
export function refuseOrdersInMaintenance({ maintenance }: Settings, role: Role): void {
  if (!maintenance.isEnabled || (STAFF_ROLES as readonly Role[]).includes(role)) return
  const text = readLocalized(maintenance.message, currentLanguage()) || message('maintenance.orders_closed')
  throw new HTTPException(503, { message: text })
}
