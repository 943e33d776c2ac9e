import type { ReactNode } from 'react'
import styles from './page-header.module.css'

/** A screen's title with its main actions beside it (below it on a phone). */
export function PageHeader({
  title,
  actions,
  children,
}: {
  title: string
  actions?: ReactNode
  children?: ReactNode
}) {
  return (
    <div className={styles.header}>
      <div>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  )
}

/** A row of filters and search boxes that wraps on narrow screens. */
export function Toolbar({ children, label }: { children: ReactNode; label: string }) {
  return (
    <search className={styles.toolbar} aria-label={label}>
      {children}
    </search>
  )
}
