import { adminSectionsFor } from '@shop/domain'
import { useT } from '@shop/i18n'
import { userAtom } from '@shop/state'
import { useAtomValue } from 'jotai'
import type { Ref } from 'react'
import { Link, NavLink } from 'react-router-dom'
import { SECTION_LABELS } from '../lib/section-labels'
import styles from './admin-layout.module.css'

interface AdminSidebarProps {
  id: string
  /** On narrow screens the sidebar is the collapsible menu; on wide screens it is always shown. */
  open: boolean
  panelRef: Ref<HTMLElement>
  onNavigate: () => void
}

/** The brand and the sections the signed-in role may open (a moderator does not see admin-only sections). */
export function AdminSidebar({ id, open, panelRef, onNavigate }: AdminSidebarProps) {
  const t = useT()
  const role = useAtomValue(userAtom)?.role
  return (
    <aside id={id} ref={panelRef} className={styles.sidebar} data-open={open}>
      <div className={styles.sidebarInner}>
        <Link to="/admin" className={styles.brand} onClick={onNavigate}>
          {t('admin.title')}
        </Link>
        <nav aria-label={t('admin.nav_label')}>
          <ul className={styles.nav}>
            {adminSectionsFor(role).map((section) => (
              <li key={section.id}>
                <NavLink
                  to={section.path}
                  end={section.id === 'dashboard'}
                  onClick={onNavigate}
                  className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
                >
                  {t(SECTION_LABELS[section.id])}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </aside>
  )
}
