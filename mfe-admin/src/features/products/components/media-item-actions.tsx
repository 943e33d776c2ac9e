import { useRef } from 'react'
import icon from '../../../components/icon-button.module.css'
import { ArrowLeftIcon, ArrowRightIcon, DeleteIcon } from '../../../components/icons'
import styles from './product-form.module.css'

interface MediaItemActionsProps {
  index: number
  count: number
  labels: { left: string; right: string; remove: string }
  onMove: (to: number) => void
  onRemove: () => void
}

/**
 * Move left, move right and remove for one image or video. Buttons, so the keyboard reorders as well as the mouse; after a
 * move the focus follows the image to its new place.
 */
export function MediaItemActions({ index, count, labels, onMove, onRemove }: MediaItemActionsProps) {
  const root = useRef<HTMLDivElement>(null)
  const move = (to: number, direction: 'left' | 'right') => {
    onMove(to)
    // After React has re-rendered the list, find the moved image's button in its new place.
    requestAnimationFrame(() => {
      const list = root.current?.closest('ol')
      const item = list?.children[to]
      const wanted = item?.querySelector<HTMLButtonElement>(`[data-move="${direction}"]:not(:disabled)`)
      const fallback = item?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)')
      ;(wanted ?? fallback)?.focus()
    })
  }
  return (
    <div ref={root} className={styles.itemActions}>
      <button
        type="button"
        className={`${icon.iconButton} ${styles.mediaButton}`}
        data-move="left"
        disabled={index === 0}
        aria-label={labels.left}
        onClick={() => move(index - 1, 'left')}
      >
        <ArrowLeftIcon />
      </button>
      <button
        type="button"
        className={`${icon.iconButton} ${styles.mediaButton}`}
        data-move="right"
        disabled={index === count - 1}
        aria-label={labels.right}
        onClick={() => move(index + 1, 'right')}
      >
        <ArrowRightIcon />
      </button>
      <button
        type="button"
        className={`${icon.iconButton} ${styles.mediaButton} ${styles.removeIcon}`}
        aria-label={labels.remove}
        onClick={onRemove}
      >
        <DeleteIcon />
      </button>
    </div>
  )
}
