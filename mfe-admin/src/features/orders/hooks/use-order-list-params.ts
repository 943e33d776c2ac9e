import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import { type OrderListParams, readOrderListParams, writeOrderListParams } from '../lib/list-params'

/** The filters and page held in the address, and a way to change them (a filter change goes back to page 1). */
export function useOrderListParams() {
  const [search, setSearch] = useSearchParams()
  const params = useMemo(() => readOrderListParams(search), [search])
  const update = useCallback(
    (change: Partial<OrderListParams>) => {
      setSearch((current) => {
        const now = readOrderListParams(current)
        return writeOrderListParams(current, { ...now, ...change, page: change.page ?? 1 })
      })
    },
    [setSearch],
  )
  const hrefFor = useCallback(
    (page: number) => `?${writeOrderListParams(search, { ...params, page }).toString()}`,
    [search, params],
  )
  return { params, update, hrefFor }
}
