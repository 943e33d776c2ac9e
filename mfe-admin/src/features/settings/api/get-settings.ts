import type { AdminSettings } from '@shop/domain'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminRequest } from '../../../lib/admin-request'
import { settingsKeys } from './settings-keys'

/** GET /settings: the whole settings document, the translation key answered only as `translation.hasApiKey`. */
export async function getSettings(signal?: AbortSignal): Promise<AdminSettings> {
  const { settings } = await adminRequest<{ settings: AdminSettings }>('GET', '/settings', { signal })
  return settings
}

export const settingsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.detail(),
    queryFn: ({ signal }) => getSettings(signal),
    // The form is filled once from what was read: no refetch while the screen is open (a save reloads the page, a
    // reset or logo upload writes the answer here), and nothing kept after it closes, so each visit reads afresh.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
  })

export function useAdminSettings() {
  return useQuery(settingsQuery())
}
