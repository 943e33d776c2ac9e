import { useT } from '@shop/i18n'
import { useDisclosure } from '@shop/ui'
import { useId } from 'react'
import { CategoryLinks } from './category-links'
import styles from './category-menu.module.css'

/** The header's category dropdown. */
export function CategoryMenu() {
  const t = useT()
  const panelId = useId()
  const { open, toggle, containerRef, triggerRef } = useDisclosure()
  return (
    <div className={styles.menu} ref={containerRef}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        {t('header.categories')}
        <span aria-hidden="true" className={styles.caret}>
          ▾
        </span>
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <CategoryLinks />
      </div>
    </div>
  )
}
