import { useT } from '@shop/i18n'
import { Button } from '@shop/ui'
import { useId } from 'react'
import type { RefusedCategory } from './category-bulk-actions'
import styles from './refused-categories.module.css'

/** After a bulk delete: the categories that were kept and why (products or subcategories still in them). */
export function RefusedCategories({
  refused,
  onDismiss,
}: {
  refused: RefusedCategory[]
  onDismiss: () => void
}) {
  const t = useT()
  const titleId = useId()
  if (refused.length === 0) return null
  return (
    <section className={styles.panel} role="alert" aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('admin.categories.bulk_refused_title')}
      </h2>
      <ul className={styles.list}>
        {refused.map((entry) => (
          <li key={entry.id}>
            <strong>{entry.name}</strong>: {entry.message}
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={onDismiss}>
        {t('admin.categories.bulk_refused_dismiss')}
      </Button>
    </section>
  )
}
