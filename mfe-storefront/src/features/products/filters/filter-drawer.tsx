import { useT } from '@shop/i18n'
import { Button, useModalDialog, VisuallyHidden } from '@shop/ui'
import { type ReactNode, useId } from 'react'
import styles from './filters.module.css'

interface FilterDrawerProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  activeCount: number
  /** The list's total for the current filters, on the close button; absent while it loads. */
  total: number | undefined
  /** The total is the count's cap: there are more ("1.000+"). */
  totalIsLowerBound: boolean
  children: ReactNode
}

/**
 * The phone's filters: a 'Filtrele' button opening a modal drawer (native <dialog>: focus stays inside, Escape
 * closes, focus returns to the button). Filters apply as they change; the results are behind the drawer.
 */
export function FilterDrawer({
  open,
  onOpenChange,
  activeCount,
  total,
  totalIsLowerBound,
  children,
}: FilterDrawerProps) {
  const t = useT()
  const titleId = useId()
  const ref = useModalDialog(open)
  const close = () => onOpenChange(false)
  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => onOpenChange(true)}>
        {t('filters.open')}
        {activeCount > 0 && (
          <>
            <span className={styles.badge} aria-hidden="true">
              {activeCount}
            </span>
            <VisuallyHidden>{`, ${t('filters.active_count', { count: activeCount })}`}</VisuallyHidden>
          </>
        )}
      </Button>
      <dialog
        ref={ref}
        className={styles.drawer}
        aria-labelledby={titleId}
        onCancel={(event) => {
          event.preventDefault()
          close()
        }}
        onClose={(event) => {
          // The browser closed it itself. The close event is queued, and a quick key press may open the drawer
          // again before it arrives: that event is stale when the dialog is open.
          if (open && !event.currentTarget.open) close()
        }}
      >
        <div className={styles.drawerHeader}>
          <h2 id={titleId} className={styles.drawerTitle}>
            {t('filters.title')}
          </h2>
          <Button variant="ghost" size="small" onClick={close}>
            {t('filters.close')}
          </Button>
        </div>
        <div className={styles.drawerBody}>{open && children}</div>
        <div className={styles.drawerFooter}>
          <Button block onClick={close}>
            {total === undefined
              ? t('filters.close')
              : t(totalIsLowerBound ? 'filters.show_results_at_least' : 'filters.show_results', {
                  count: total,
                })}
          </Button>
        </div>
      </dialog>
    </>
  )
}
