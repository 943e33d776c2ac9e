import type { Announcements, UniqueIdentifier } from '@dnd-kit/core'
import type { AdminCategoryNode } from '@shop/domain'
import { useT } from '@shop/i18n'
import { useCallback, useMemo, useState } from 'react'
import { useNameOfCategory } from '../../../hooks/use-category-name'
import type { CategoryRow } from '../lib/flatten-tree'

/**
 * What a screen reader hears while categories are reordered, in the screen's language: dnd-kit's own live region
 * for dragging (picked up, over a position, dropped, cancelled) and `liveText` for the move up/down buttons.
 */
export function useReorderAnnouncements(rows: readonly CategoryRow[]) {
  const t = useT()
  const nameOf = useNameOfCategory()
  const [liveText, setLiveText] = useState('')

  const announce = useCallback(
    (node: AdminCategoryNode, toIndex: number, count: number) =>
      setLiveText(t('admin.categories.moved', { name: nameOf(node), position: toIndex + 1, count })),
    [t, nameOf],
  )

  const dndAccessibility = useMemo(() => {
    const rowOf = (id: UniqueIdentifier) => rows.find((row) => row.node._id === String(id))
    // Where `id` stands among the dragged category's siblings, and how many there are.
    const place = (activeId: UniqueIdentifier, id: UniqueIdentifier | undefined) => {
      const active = rowOf(activeId)
      if (!active) return null
      const index = id === undefined ? -1 : active.siblingIds.indexOf(String(id))
      return {
        name: nameOf(active.node),
        position: (index >= 0 ? index : active.index) + 1,
        count: active.siblingIds.length,
      }
    }
    const say = (key: Parameters<typeof t>[0], values: ReturnType<typeof place>) =>
      values ? t(key, values) : undefined
    const announcements: Announcements = {
      onDragStart: ({ active }) => say('admin.categories.dnd_picked', place(active.id, active.id)),
      onDragOver: ({ active, over }) => say('admin.categories.dnd_over', place(active.id, over?.id)),
      onDragEnd: ({ active, over }) => say('admin.categories.dnd_dropped', place(active.id, over?.id)),
      onDragCancel: ({ active }) => {
        const values = place(active.id, active.id)
        return values ? t('admin.categories.dnd_cancelled', { name: values.name }) : undefined
      },
    }
    return { announcements, screenReaderInstructions: { draggable: t('admin.categories.dnd_instructions') } }
  }, [rows, t, nameOf])

  return { announce, liveText, dndAccessibility }
}
