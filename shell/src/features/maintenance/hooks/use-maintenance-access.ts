import { usePublicSettings } from '@shop/api-client'
import { isStaffAtom } from '@shop/state'
import { useAtomValue } from 'jotai'
import { type MaintenanceAccess, maintenanceAccess } from '../lib/maintenance-access'

/** The maintenance switch from public settings, seen by the signed-in user (admins and moderators keep the shop). */
export function useMaintenanceAccess(): MaintenanceAccess {
  const { settings, query } = usePublicSettings()
  const staff = useAtomValue(isStaffAtom)
  return maintenanceAccess({
    settingsPending: query.isPending,
    maintenanceOn: settings.maintenance.isEnabled,
    staff,
  })
}
