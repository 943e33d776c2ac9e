import { useT } from '@shop/i18n'
import { useDisclosure } from '@shop/ui'
import { type ReactNode, useId } from 'react'
import styles from './mobile-menu.module.css'

/** The menu button shown on narrow screens, opening a panel with the navigation passed in. */
export function MobileMenu({ children }: { children: ReactNode }) {
  const t = useT()
  const panelId = useId()
  const { open, toggle, containerRef, triggerRef } = useDisclosure()
  return (
    <div className={styles.mobileMenu} ref={containerRef}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t('header.menu_close') : t('header.menu_open')}
        onClick={toggle}
      >
        <span className={styles.menuIcon} aria-hidden="true" />
      </button>
      <div id={panelId} className={styles.mobilePanel} hidden={!open}>
        {children}
      </div>
    </div>
  )
}
