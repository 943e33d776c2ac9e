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
    // The form is filled once from what was read; a background refetch must not look like a newer document.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  })

export function useAdminSettings() {
  return useQuery(settingsQuery())
}
