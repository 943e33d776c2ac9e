import type { TranslationStatus } from '@shop/domain'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminRequest } from '../../../lib/admin-request'
import { catalogueToolsKeys } from './catalogue-tools-keys'

/** GET /translate/status: whether the translation service can be used (the key itself is never sent). */
export const translationStatusQuery = () =>
  queryOptions({
    queryKey: catalogueToolsKeys.translationStatus(),
    queryFn: ({ signal }) => adminRequest<TranslationStatus>('GET', '/translate/status', { signal }),
  })

export function useTranslationStatus() {
  return useQuery(translationStatusQuery())
}
