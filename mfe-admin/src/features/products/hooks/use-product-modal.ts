import type { LeavesForm } from '@shop/ui'
import { useCallback } from 'react'
import { useSearchParams } from 'react-router-dom'

const modalIn = (search: string) => {
  const params = new URLSearchParams(search)
  return `${params.get('new') === '1'}:${params.get('edit') ?? ''}`
}

/** The open form is left by another path and also by closing the modal or switching its product in the address. */
export const leavesProductModal: LeavesForm = (from, to) =>
  from.pathname !== to.pathname || modalIn(from.search) !== modalIn(to.search)

/**
 * The create/edit modal lives in the address (`?new=1`, `?edit=<id>`), so the dashboard's "new product" shortcut
 * can open it and a reload keeps it open.
 */
export function useProductModal() {
  const [search, setSearch] = useSearchParams()
  const change = useCallback(
    (next: { new?: boolean; edit?: string }) =>
      setSearch((current) => {
        const params = new URLSearchParams(current)
        params.delete('new')
        params.delete('edit')
        if (next.new) params.set('new', '1')
        if (next.edit) params.set('edit', next.edit)
        return params
      }),
    [setSearch],
  )
  return {
    creating: search.get('new') === '1',
    editingId: search.get('edit') || null,
    openCreate: useCallback(() => change({ new: true }), [change]),
    openEdit: useCallback((id: string) => change({ edit: id }), [change]),
    close: useCallback(() => change({}), [change]),
  }
}
