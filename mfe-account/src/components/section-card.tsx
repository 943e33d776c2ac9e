import { type ReactNode, useId } from 'react'
import styles from './section-card.module.css'

interface SectionCardProps {
  title: string
  /** Shown at the end of the header row (e.g. an add button). */
  action?: ReactNode
  children: ReactNode
  'data-testid'?: string
}

/** A titled panel of an account screen, labelled by its heading. */
export function SectionCard({ title, action, children, ...rest }: SectionCardProps) {
  const id = useId()
  return (
    <section className={styles.card} aria-labelledby={id} data-testid={rest['data-testid']}>
      <header className={styles.header}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {action}
      </header>
      {children}
    </section>
  )
}
