import type { AuditLogEntry } from '@shop/domain'
import { infiniteQueryOptions } from '@tanstack/react-query'
import { adminListRequest } from './admin-request'

/** A record's history shows this many changes at first, and as many more each time older ones are asked for. */
export const HISTORY_PAGE_SIZE = 20

/**
 * GET `<path>` (a record's `/history` call): its audit rows newest first, a page at a time, under `queryKey`. Both
 * sides of each change come as the audit log keeps them.
 */
export function entityHistoryQuery(queryKey: readonly unknown[], path: string) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      adminListRequest<{ entries: AuditLogEntry[] }>(path, {
        query: { page: pageParam, limit: HISTORY_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination && last.pagination.page < last.pagination.pages ? last.pagination.page + 1 : undefined,
  })
}
