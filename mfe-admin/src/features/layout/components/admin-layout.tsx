import { useT } from '@shop/i18n'
import { NavLink, Outlet } from 'react-router-dom'
import styles from './admin-layout.module.css'
import { ADMIN_NAV_ITEMS } from './admin-nav-items'
import { AdminTopBar } from './admin-top-bar'

/** Sidebar and top bar around every admin screen; the area is kept out of search engines. */
export function AdminLayout() {
  const t = useT()
  return (
    <div className={styles.layout}>
      <meta name="robots" content="noindex, nofollow" />
      <aside className={styles.sidebar}>
        <span className={styles.brand}>{t('admin.title')}</span>
        <nav aria-label={t('admin.nav_label')}>
          <ul className={styles.nav}>
            {ADMIN_NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
                >
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className={styles.column}>
        <AdminTopBar />
        <main id="main" className={styles.content}>
          <Outlet />
        </main>
      </div>
    </div>
  )
}
