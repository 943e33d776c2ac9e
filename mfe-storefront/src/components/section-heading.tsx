import { Link } from 'react-router-dom'
import styles from './section-heading.module.css'

interface SectionHeadingProps {
  /** Id of the heading, for the section's aria-labelledby. */
  id: string
  title: string
  allHref: string
  allLabel: string
  /** A fuller name for the 'all' link when its visible text alone is ambiguous. */
  allAriaLabel?: string
}

/** A home-page section title with its 'all …' link on the same line. */
export function SectionHeading({ id, title, allHref, allLabel, allAriaLabel }: SectionHeadingProps) {
  return (
    <div className={styles.heading}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <Link to={allHref} className={styles.all} aria-label={allAriaLabel}>
        {allLabel}
        <span aria-hidden="true"> →</span>
      </Link>
    </div>
  )
}
