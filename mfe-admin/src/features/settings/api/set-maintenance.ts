import { settingsQueries } from '@shop/api-client'
import type { AdminSettings, LocalizedText } from '@shop/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminRequest } from '../../../lib/admin-request'

/** The body `maintenanceUpdateSchema` takes. */
export interface MaintenanceUpdate {
  isEnabled: boolean
  message: LocalizedText
}

/**
 * PATCH /settings/maintenance: turns maintenance mode on or off at once, with the message per language. The shop's
 * public settings are read again, so the shell here sees the new state too.
 */
export function useSetMaintenance() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (update: MaintenanceUpdate) =>
      adminRequest<{ settings: AdminSettings }>('PATCH', '/settings/maintenance', { body: update }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: settingsQueries.all() }),
  })
}
