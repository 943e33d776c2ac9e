import type { PageDto, PageInputDraft } from '@shop/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminRequest } from '../../../lib/admin-request'
import { adminPageKeys } from './page-keys'

/**
 * A save of the page form: POST /pages for a new page, PUT /pages/:id for an edit, naming the version (updatedAt) the
 * edited text was loaded at, so a page saved by someone else since is refused (412), not overwritten.
 */
export type PageSave = { id: string | null; version?: string; input: PageInputDraft }

export function useSavePage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, version, input }: PageSave) =>
      id === null
        ? adminRequest<{ page: PageDto }>('POST', '/pages', { body: input })
        : adminRequest<{ page: PageDto }>('PUT', `/pages/${encodeURIComponent(id)}`, {
            body: input,
            headers: version ? { 'If-Match': `"${version}"` } : undefined,
          }),
    onSuccess: ({ page }) => {
      queryClient.setQueryData(adminPageKeys.detail(page._id), page)
      return queryClient.invalidateQueries({ queryKey: adminPageKeys.lists() })
    },
    // Refused as saved meanwhile: the page is read again, so the form opened next holds the other admin's text.
    onError: (_error, { id }) => {
      if (id !== null) void queryClient.invalidateQueries({ queryKey: adminPageKeys.detail(id) })
    },
  })
}
