import { PAGE_SIZE } from '@shop/domain'

/** The users screen's search and page, as kept in the address (`?search=&page=`). */
export interface UserListParams {
  page: number
  search: string
}

/** Reads the search and page from the address; anything unreadable falls back to the first page of everyone. */
export function readUserListParams(search: URLSearchParams): UserListParams {
  const page = Number(search.get('page'))
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    search: search.get('search')?.trim() ?? '',
  }
}

/** Writes them back, leaving defaults out so the plain screen keeps a plain address; other parameters are kept. */
export function writeUserListParams(search: URLSearchParams, params: UserListParams): URLSearchParams {
  const next = new URLSearchParams(search)
  if (params.search.trim()) next.set('search', params.search.trim())
  else next.delete('search')
  if (params.page > 1) next.set('page', String(params.page))
  else next.delete('page')
  return next
}

/** The API query of a list page (20 users a page, admin.md §9). */
export function userListQuery(params: UserListParams) {
  return { page: params.page, limit: PAGE_SIZE.adminUsers, search: params.search || undefined }
}
