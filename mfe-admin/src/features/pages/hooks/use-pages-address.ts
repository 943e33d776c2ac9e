import type { LeavesForm } from '@shop/ui'
import { useCallback } from 'react'
import { useSearchParams } from 'react-router-dom'

/** Which form an address opens ('new', an id, or '' for none). */
function openFormOf(search: string): string {
  const params = new URLSearchParams(search)
  return params.get('edit') || (params.get('new') === '1' ? 'new' : '')
}

/**
 * Whether a move leaves the open page form: another path, or the same screen with another form or none (cancel,
 * back, editing another page). A new search leaves the form open, so it does not count.
 */
export const leavesPageForm: LeavesForm = (from, to) =>
  from.pathname !== to.pathname || openFormOf(from.search) !== openFormOf(to.search)

/**
 * The pages screen's state in the address (docs/decisions.md, "Admin screens keep state in the address"): the search
 * (`?search=`) and the open form (`?new=1` or `?edit=<id>`), so back closes the form and a reload keeps it.
 */
export function usePagesAddress() {
  const [params, setParams] = useSearchParams()
  const change = useCallback(
    (apply: (next: URLSearchParams) => void) =>
      setParams((current) => {
        const next = new URLSearchParams(current)
        apply(next)
        return next
      }),
    [setParams],
  )
  const openForm = useCallback(
    (form: { edit: string } | { new: true } | null) =>
      change((next) => {
        next.delete('new')
        next.delete('edit')
        if (form && 'edit' in form) next.set('edit', form.edit)
        else if (form) next.set('new', '1')
      }),
    [change],
  )
  const setSearch = useCallback(
    (search: string) =>
      change((next) => {
        if (search) next.set('search', search)
        else next.delete('search')
      }),
    [change],
  )
  const editingId = params.get('edit') || null
  return {
    search: params.get('search')?.trim() ?? '',
    setSearch,
    /** The open form: null when closed, `{ id: null }` for a new page. */
    form: editingId ? { id: editingId } : params.get('new') === '1' ? { id: null } : null,
    openCreate: useCallback(() => openForm({ new: true }), [openForm]),
    openEdit: useCallback((id: string) => openForm({ edit: id }), [openForm]),
    closeForm: useCallback(() => openForm(null), [openForm]),
  }
}
