import type { TranslationStatus } from '@shop/domain'
import { queryOptions } from '@tanstack/react-query'
import { adminRequest } from './admin-request'

/**
 * GET /translate/status: which translator answers now (none when the service is off), from the saved settings. The
 * staff call, not the settings' health call: moderators fill the same forms and may not read the settings. One
 * cached query for every form field and the catalogue tools; a settings save reloads the page, so it reads afresh.
 */
export const translationStatusQuery = () =>
  queryOptions({
    queryKey: ['admin', 'translation', 'status'] as const,
    queryFn: ({ signal }) => adminRequest<TranslationStatus>('GET', '/translate/status', { signal }),
  })
