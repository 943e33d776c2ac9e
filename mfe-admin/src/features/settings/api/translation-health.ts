import type { TranslationStatus } from '@shop/domain'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminRequest } from '../../../lib/admin-request'
import { settingsCardKeys } from './settings-card-keys'

/**
 * GET /settings/translation/health: whether Gemini is enabled, its model, whether a key is set (never the key) and
 * which translator answers now, all from the saved settings.
 */
export const translationHealthQuery = () =>
  queryOptions({
    queryKey: settingsCardKeys.translationHealth(),
    queryFn: ({ signal }) =>
      adminRequest<TranslationStatus>('GET', '/settings/translation/health', { signal }),
  })

export function useTranslationHealth() {
  return useQuery(translationHealthQuery())
}
