import type { PageDto, PageInputDraft } from '@shop/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminRequest } from '../../../lib/admin-request'
import { adminPageKeys } from './page-keys'

/** A save of the page form: POST /pages for a new page, PUT /pages/:id for an edit. */
export type PageSave = { id: string | null; input: PageInputDraft }

export function useSavePage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: PageSave) =>
      id === null
        ? adminRequest<{ page: PageDto }>('POST', '/pages', { body: input })
        : adminRequest<{ page: PageDto }>('PUT', `/pages/${encodeURIComponent(id)}`, { body: input }),
    onSuccess: ({ page }) => {
      queryClient.setQueryData(adminPageKeys.detail(page._id), page)
      return queryClient.invalidateQueries({ queryKey: adminPageKeys.lists() })
    },
  })
}
