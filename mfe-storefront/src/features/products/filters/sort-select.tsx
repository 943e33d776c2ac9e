import { useT } from '@shop/i18n'
import { fieldControlClass, VisuallyHidden } from '@shop/ui'
import { useId, useState } from 'react'
import { type SortChoice, sortChoicesFor } from './filter-state'
import styles from './filters.module.css'

const LABELS = {
  relevance: 'filters.sort.relevance',
  newest: 'filters.sort.newest',
  'price-asc': 'filters.sort.price_asc',
  'price-desc': 'filters.sort.price_desc',
  name: 'filters.sort.name',
} as const satisfies Record<SortChoice, string>

interface SortSelectProps {
  value: SortChoice
  searching: boolean
  onChange: (choice: SortChoice) => void
}

/**
 * The list's order; relevance is offered only for a search. The choice shows at once (the URL change behind it is a
 * router transition); the parent remounts it (key) when the URL's sort changes.
 */
export function SortSelect({ value, searching, onChange }: SortSelectProps) {
  const t = useT()
  const id = useId()
  const [shown, setShown] = useState(value)
  return (
    <div className={styles.sort}>
      <label htmlFor={id} className={styles.sortLabel}>
        {/* Shown from 30rem up; on a phone the toolbar keeps one row and the label is only read. */}
        <span aria-hidden="true" className={styles.sortLabelShown}>
          {t('filters.sort_label')}
        </span>
        <VisuallyHidden>{t('filters.sort_label')}</VisuallyHidden>
      </label>
      <select
        id={id}
        className={`${fieldControlClass} ${styles.sortSelect}`}
        value={shown}
        onChange={(event) => {
          const choice = event.target.value as SortChoice
          setShown(choice)
          onChange(choice)
        }}
      >
        {sortChoicesFor(searching).map((choice) => (
          <option key={choice} value={choice}>
            {t(LABELS[choice])}
          </option>
        ))}
      </select>
    </div>
  )
}
