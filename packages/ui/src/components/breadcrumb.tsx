import { useT } from '@shop/i18n'
import { Link } from 'react-router-dom'
import styles from './breadcrumb.module.css'

export interface Crumb {
  label: string
  /** Omitted for the current page. */
  to?: string
}

/** Where the page sits: links up the hierarchy, the last item is the current page. */
export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  const t = useT()
  return (
    <nav aria-label={t('breadcrumb.label')} className={styles.nav}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1
          return (
            <li key={`${item.label}-${index}`} className={styles.item}>
              {item.to && !last ? (
                <Link to={item.to}>{item.label}</Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{item.label}</span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
