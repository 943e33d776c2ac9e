import { useT } from '@shop/i18n'
import { type ReactNode, type Ref, useCallback, useRef } from 'react'
import { useOverflow } from '../hooks/use-overflow'
import styles from './table.module.css'

interface TableFrameProps {
  /** Names the frame when it scrolls: the table's own name. */
  label: string
  children: ReactNode
  ref?: Ref<HTMLDivElement>
}

/**
 * The frame a table scrolls sideways in (never the page). While the table is wider than the frame, the frame is a named
 * region that takes keyboard focus, so the arrow keys scroll it even where no row has a control.
 */
export function TableFrame({ label, children, ref }: TableFrameProps) {
  const own = useRef<HTMLDivElement | null>(null)
  const scrollable = useOverflow(own, 'x')
  const setRefs = useCallback(
    (element: HTMLDivElement | null) => {
      own.current = element
      if (typeof ref === 'function') ref(element)
      else if (ref) ref.current = element
    },
    [ref],
  )
  const t = useT()
  // Only a frame that scrolls is a region and a tab stop; a table that fits needs neither. Its name says it scrolls,
  // and differs from the section around it that the table's name often repeats (two regions of one name).
  const scrolling = scrollable
    ? ({
        role: 'region',
        'aria-label': t('admin.common.table_scrolls', { name: label }),
        tabIndex: 0,
      } as const)
    : {}
  return (
    <div ref={setRefs} className={styles.frame} data-scrolls={scrollable || undefined} {...scrolling}>
      {children}
    </div>
  )
}
