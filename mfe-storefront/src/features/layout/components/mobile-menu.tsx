import { useT } from '@shop/i18n'
import { useModalDialog, useScrollLock } from '@shop/ui'
import { type ReactNode, useEffect, useId, useState } from 'react'
import { useLocation } from 'react-router-dom'
import styles from './mobile-menu.module.css'

/** Where the header's own row takes over from the menu (mobile-menu.module.css). */
const WIDE_LAYOUT = '(min-width: 64rem)'

/**
 * The menu button shown on narrow screens, opening the navigation passed in as a modal sheet from the left (native
 * <dialog>: focus stays inside, Escape closes, focus returns to the button). The sheet is the screen's height and
 * scrolls as a whole, so its last links (the account's) are always reachable; the page behind stays still. A press
 * on the backdrop, the close button or any navigation closes it.
 */
export function MobileMenu({ children }: { children: ReactNode }) {
  const t = useT()
  const titleId = useId()
  const panelId = useId()
  const [open, setOpen] = useState(false)
  const ref = useModalDialog(open)
  useScrollLock(open)
  const { key } = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location (even the same URL again) is the trigger.
  useEffect(() => setOpen(false), [key])
  useEffect(() => {
    if (!open) return
    // From 64rem the menu is hidden (the header shows its links): a sheet left open there would leave the page
    // inert behind a dialog no one can see, as when a tablet is turned.
    const wide = window.matchMedia(WIDE_LAYOUT)
    const closeWhenWide = () => {
      if (wide.matches) setOpen(false)
    }
    wide.addEventListener('change', closeWhenWide)
    return () => wide.removeEventListener('change', closeWhenWide)
  }, [open])
  const close = () => setOpen(false)

  return (
    <div className={styles.mobileMenu}>
      <button
        type="button"
        className={styles.menuButton}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('header.menu_open')}
        onClick={() => setOpen(true)}
      >
        <span className={styles.menuIcon} aria-hidden="true" />
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop press is the pointer's way out; keys have Escape and the close button */}
      <dialog
        ref={ref}
        id={panelId}
        className={styles.sheet}
        aria-labelledby={titleId}
        onCancel={(event) => {
          event.preventDefault()
          close()
        }}
        onClose={(event) => {
          // Closed by the browser itself; a stale close event (the sheet already opened again) is ignored.
          if (open && !event.currentTarget.open) close()
        }}
        onClick={(event) => {
          // The sheet's content fills the dialog, so only a press on the backdrop lands on the dialog itself.
          if (event.target === event.currentTarget) close()
        }}
      >
        <div className={styles.sheetContent}>
          <div className={styles.sheetHeader}>
            <h2 id={titleId} className={styles.sheetTitle}>
              {t('header.menu_title')}
            </h2>
            <button
              type="button"
              className={styles.closeButton}
              aria-label={t('header.menu_close')}
              onClick={close}
            >
              <span className={styles.closeIcon} aria-hidden="true" />
            </button>
          </div>
          <div className={styles.sheetBody}>{children}</div>
        </div>
      </dialog>
    </div>
  )
}
