import type { AdminSettings, SettingsUpdateInput } from '@shop/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminRequest } from '../../../lib/admin-request'
import { settingsKeys } from './settings-keys'

/** PUT /settings with the whole settings object; answers the settings as stored. */
export function useSaveSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (update: SettingsUpdateInput) => {
      const { settings } = await adminRequest<{ settings: AdminSettings }>('PUT', '/settings', {
        body: update,
      })
      return settings
    },
    onSuccess: (settings) => queryClient.setQueryData(settingsKeys.detail(), settings),
  })
}
