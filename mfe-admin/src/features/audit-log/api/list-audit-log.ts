import type { AuditLogEntry } from '@shop/domain'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { adminListRequest } from '../../../lib/admin-request'
import { type AuditListParams, auditListQuery } from '../lib/list-params'
import { auditLogKeys } from './audit-log-keys'

/** GET /audit-log: a page of entries (newest first) matching the filters, with its pagination. */
export const auditLogListQuery = (params: AuditListParams) =>
  queryOptions({
    queryKey: auditLogKeys.list(params),
    queryFn: ({ signal }) =>
      adminListRequest<{ entries: AuditLogEntry[] }>('/audit-log', { query: auditListQuery(params), signal }),
    // The table stays on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  })

export function useAuditLog(params: AuditListParams) {
  return useQuery(auditLogListQuery(params))
}
