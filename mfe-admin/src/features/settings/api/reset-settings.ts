import type { AdminSettings } from '@shop/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminRequest } from '../../../lib/admin-request'
import { settingsKeys } from './settings-keys'

/** POST /settings/reset: every group back to its defaults but the translation setup; answers the new settings. */
export function useResetSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      const { settings } = await adminRequest<{ settings: AdminSettings }>('POST', '/settings/reset')
      return settings
    },
    onSuccess: (settings) => queryClient.setQueryData(settingsKeys.detail(), settings),
  })
}
