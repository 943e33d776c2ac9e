import { matchPath } from 'react-router-dom'

/**
 * What the shop shows outside /admin, by the maintenance switch:
 * - `waiting`: the settings are not known yet, so neither the shop nor the maintenance page is shown;
 * - `open`: maintenance is off, or the settings could not be read or are slower than `SETTINGS_WAIT_LIMIT_MS` (a slow
 *   or failing API must not blank the shop; the API itself still refuses orders while maintenance is on);
 * - `staff-preview`: maintenance is on and an admin or moderator is signed in: the shop as usual, with a banner;
 * - `closed`: maintenance is on for everyone else: the maintenance page.
 */
export type MaintenanceAccess = 'waiting' | 'open' | 'staff-preview' | 'closed'

/** How long shopper pages wait for the public settings before showing the shop with the defaults. */
export const SETTINGS_WAIT_LIMIT_MS = 3000

export function maintenanceAccess(state: {
  settingsPending: boolean
  /** The wait for the settings passed `SETTINGS_WAIT_LIMIT_MS`. */
  waitedOut: boolean
  maintenanceOn: boolean
  staff: boolean
}): MaintenanceAccess {
  if (state.settingsPending) return state.waitedOut ? 'open' : 'waiting'
  if (!state.maintenanceOn) return 'open'
  return state.staff ? 'staff-preview' : 'closed'
}

/** Pages a shopper still reaches while the shop is closed: the login, so staff can sign in. */
const OPEN_DURING_MAINTENANCE = ['/login'] as const

export function isOpenDuringMaintenance(pathname: string): boolean {
  return OPEN_DURING_MAINTENANCE.some((path) => matchPath({ path, end: true }, pathname))
}
