import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import { type ProductListParams, readListParams, writeListParams } from '../lib/list-params'

/** The filters and page held in the address, and a way to change them (a filter change goes back to page 1). */
export function useListParams() {
  const [search, setSearch] = useSearchParams()
  const params = useMemo(() => readListParams(search), [search])
  const update = useCallback(
    (change: Partial<ProductListParams>) => {
      setSearch((current) => {
        const now = readListParams(current)
        const page = change.page ?? 1
        return writeListParams(current, { ...now, ...change, page })
      })
    },
    [setSearch],
  )
  const hrefFor = useCallback(
    (page: number) => `?${writeListParams(search, { ...params, page }).toString()}`,
    [search, params],
  )
  return { params, update, hrefFor }
}
