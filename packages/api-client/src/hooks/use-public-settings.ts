import { defaultSettings, type PublicSettings, toPublicSettings } from '@shop/domain'
import { useQuery } from '@tanstack/react-query'
import { settingsQueries } from '../queries/settings-queries'

const DEFAULT_PUBLIC_SETTINGS: PublicSettings = toPublicSettings(defaultSettings())

/** Public settings, or the defaults while loading or when the call failed. */
export function usePublicSettings() {
  const query = useQuery(settingsQueries.public())
  return { settings: query.data ?? DEFAULT_PUBLIC_SETTINGS, query }
}
