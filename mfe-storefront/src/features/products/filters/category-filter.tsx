import { readLocalized } from '@shop/domain'
import { useT } from '@shop/i18n'
import { languageAtom } from '@shop/state'
import { useAtomValue } from 'jotai'
import { useId } from 'react'
import { Link } from 'react-router-dom'
import type { CategoryOption } from './category-options'
import { FacetCount } from './facet-count'
import styles from './filters.module.css'

export interface CategoryChoice {
  /** The first option: the whole list ('All categories') or the whole category of a category page. */
  all: { label: string; href: string; current: boolean; count: number | undefined }
  options: CategoryOption[]
  hrefFor: (option: CategoryOption) => string
  /** Every count is "at least" (`ProductFacets.countsAreLowerBounds`). */
  countsAreLowerBounds?: boolean
}

const DEPTH_CLASSES = [undefined, styles.depth1, styles.depth2, styles.depth3]

/** Categories as links (each keeps the other filters), the chosen one marked, with its product count. */
export function CategoryFilter({ all, options, hrefFor, countsAreLowerBounds }: CategoryChoice) {
  const t = useT()
  const language = useAtomValue(languageAtom)
  const id = useId()
  return (
    <nav className={styles.group} aria-labelledby={id}>
      <p id={id} className={styles.groupTitle}>
        {t('filters.category')}
      </p>
      <ul className={styles.categoryList}>
        <li>
          <Link className={styles.categoryLink} to={all.href} aria-current={all.current ? 'true' : undefined}>
            <span className={styles.optionName}>{all.label}</span>{' '}
            <FacetCount value={all.count} atLeast={countsAreLowerBounds} />
          </Link>
        </li>
        {options.map((option) => (
          <li
            key={option.node._id}
            className={DEPTH_CLASSES[Math.min(option.depth, DEPTH_CLASSES.length - 1)]}
          >
            <Link
              className={styles.categoryLink}
              to={hrefFor(option)}
              aria-current={option.current ? 'true' : undefined}
            >
              <span className={styles.optionName}>{readLocalized(option.node.name, language)}</span>{' '}
              <FacetCount value={option.count} atLeast={countsAreLowerBounds} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
