import type { AuditLogListEntry, Language } from '@shop/domain'
import { languageAtom } from '@shop/state'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { adminListRequest } from '../../../lib/admin-request'
import { type AuditListParams, auditListQuery } from '../lib/list-params'
import { auditLogKeys } from './audit-log-keys'

/**
 * GET /audit-log: a page of entries (newest first) matching the filters, with its pagination. The records are named
 * in the language the request is sent in (the admin's, `languageAtom`), so a switch of language asks again.
 */
export const auditLogListQuery = (params: AuditListParams, language: Language) =>
  queryOptions({
    queryKey: auditLogKeys.list(params, language),
    queryFn: ({ signal }) =>
      adminListRequest<{ entries: AuditLogListEntry[] }>('/audit-log', {
        query: auditListQuery(params),
        signal,
      }),
    // The table stays on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  })

export function useAuditLog(params: AuditListParams) {
  const language = useAtomValue(languageAtom)
  return useQuery(auditLogListQuery(params, language))
}
