import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import { readUserListParams, type UserListParams, writeUserListParams } from '../lib/list-params'

/** The search and page held in the address, and a way to change them (a new search goes back to page 1). */
export function useUserListParams() {
  const [search, setSearch] = useSearchParams()
  const params = useMemo(() => readUserListParams(search), [search])
  const update = useCallback(
    (change: Partial<UserListParams>) =>
      setSearch((current) => {
        const now = readUserListParams(current)
        return writeUserListParams(current, { ...now, ...change, page: change.page ?? 1 })
      }),
    [setSearch],
  )
  const hrefFor = useCallback(
    (page: number) => `?${writeUserListParams(search, { ...params, page }).toString()}`,
    [search, params],
  )
  return { params, update, hrefFor }
}
