import { canOpenAdminSection } from '@shop/domain'
import { type MessageKey, useT } from '@shop/i18n'
import { userAtom } from '@shop/state'
import { useAtomValue } from 'jotai'
import { useId } from 'react'
import { Link } from 'react-router-dom'
import styles from './dashboard.module.css'

interface Shortcut {
  id: string
  path: string
  search?: string
  title: MessageKey
  note: MessageKey
}

const SHORTCUTS: readonly Shortcut[] = [
  {
    id: 'new-product',
    path: '/admin/products',
    search: '?new=1',
    title: 'admin.dashboard.shortcut_new_product',
    note: 'admin.dashboard.shortcut_new_product_note',
  },
  {
    id: 'orders',
    path: '/admin/orders',
    title: 'admin.dashboard.shortcut_orders',
    note: 'admin.dashboard.shortcut_orders_note',
  },
  {
    id: 'users',
    path: '/admin/users',
    title: 'admin.dashboard.shortcut_users',
    note: 'admin.dashboard.shortcut_users_note',
  },
  {
    id: 'categories',
    path: '/admin/categories',
    title: 'admin.dashboard.shortcut_categories',
    note: 'admin.dashboard.shortcut_categories_note',
  },
]

/** Links to the common tasks; a shortcut into a section the role may not open is left out. */
export function Shortcuts() {
  const t = useT()
  const role = useAtomValue(userAtom)?.role
  const headingId = useId()
  const shown = SHORTCUTS.filter((shortcut) => canOpenAdminSection(role, shortcut.path))
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('admin.dashboard.shortcuts')}
      </h2>
      <ul className={styles.shortcuts}>
        {shown.map((shortcut) => (
          <li key={shortcut.id}>
            <Link
              to={`${shortcut.path}${shortcut.search ?? ''}`}
              className={styles.shortcut}
              data-testid={`shortcut-${shortcut.id}`}
            >
              <span className={styles.shortcutTitle}>{t(shortcut.title)}</span>
              <span className={styles.shortcutNote}>{t(shortcut.note)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
