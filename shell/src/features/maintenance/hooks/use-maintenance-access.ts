import { usePublicSettings } from '@shop/api-client'
import { isStaffAtom } from '@shop/state'
import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { type MaintenanceAccess, maintenanceAccess, SETTINGS_WAIT_LIMIT_MS } from '../lib/maintenance-access'

/** The maintenance switch from public settings, seen by the signed-in user (admins and moderators keep the shop). */
export function useMaintenanceAccess(): MaintenanceAccess {
  const { settings, query } = usePublicSettings()
  const staff = useAtomValue(isStaffAtom)
  const [waitedOut, setWaitedOut] = useState(false)
  const settingsPending = query.isPending
  useEffect(() => {
    if (!settingsPending) return
    const timer = setTimeout(() => setWaitedOut(true), SETTINGS_WAIT_LIMIT_MS)
    return () => clearTimeout(timer)
  }, [settingsPending])
  return maintenanceAccess({
    settingsPending,
    waitedOut,
    maintenanceOn: settings.maintenance.isEnabled,
    staff,
  })
}
