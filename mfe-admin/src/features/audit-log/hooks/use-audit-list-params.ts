import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import { type AuditListParams, readAuditListParams, writeAuditListParams } from '../lib/list-params'

/** The filters and page held in the address, and a way to change them (new filters go back to page 1). */
export function useAuditListParams() {
  const [search, setSearch] = useSearchParams()
  const params = useMemo(() => readAuditListParams(search), [search])
  const update = useCallback(
    (change: Partial<AuditListParams>) =>
      setSearch((current) => {
        const now = readAuditListParams(current)
        return writeAuditListParams(current, { ...now, ...change, page: change.page ?? 1 })
      }),
    [setSearch],
  )
  const hrefFor = useCallback(
    (page: number) => `?${writeAuditListParams(search, { ...params, page }).toString()}`,
    [search, params],
  )
  return { params, update, hrefFor }
}
