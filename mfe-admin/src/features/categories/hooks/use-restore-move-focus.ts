import { type RefObject, useCallback, useLayoutEffect, useRef } from 'react'
import type { CategoryRow } from '../lib/flatten-tree'

type Direction = 'up' | 'down'

/**
 * After a move button reorders the rows, focus goes back to that category's button in the same direction (or the
 * other one once it reached the end of its level), so a keyboard user can keep pressing it.
 */
export function useRestoreMoveFocus(frame: RefObject<HTMLElement | null>, rows: readonly CategoryRow[]) {
  const pending = useRef<{ id: string; direction: Direction } | null>(null)

  useLayoutEffect(() => {
    const wanted = pending.current
    if (!wanted || !frame.current || rows.length === 0) return
    const buttons = [...frame.current.querySelectorAll<HTMLButtonElement>('button[data-move]')]
    const button = (direction: Direction) =>
      buttons.find((item) => item.dataset.move === direction && item.dataset.category === wanted.id)
    const same = button(wanted.direction)
    const target = same && !same.disabled ? same : button(wanted.direction === 'up' ? 'down' : 'up')
    if (!target) return
    pending.current = null
    target.focus()
  }, [frame, rows])

  return useCallback((id: string, direction: Direction) => {
    pending.current = { id, direction }
  }, [])
}
