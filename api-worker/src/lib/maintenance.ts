import { type Role, readLocalized, type Settings, STAFF_ROLES } from '@shop/domain'
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { AuthedEnv } from '../env'
import { message } from './messages'

/**
 * While maintenance mode is on, new orders are refused with 503 and the admin's maintenance message in the caller's
 * language (the catalogue's text when the admin wrote none); staff (admins and moderators) keep ordering, so they can
 * check the shop before switching it back on.
 */
export function refuseOrdersInMaintenance(c: Context<AuthedEnv>, { maintenance }: Settings): void {
  if (!maintenance.isEnabled || (STAFF_ROLES as readonly Role[]).includes(c.var.user.role)) return
  const text = readLocalized(maintenance.message, c.var.lang) || message('maintenance.orders_closed')
  throw new HTTPException(503, { message: text })
}
