import { type ReactNode, useId } from 'react'
import styles from './catalogue-tools.module.css'

/** One tool of the screen: a titled card. */
export function ToolCard({
  title,
  description,
  wide = false,
  children,
}: {
  title: string
  description: string
  /** Spans the whole row (a card that shows a table). */
  wide?: boolean
  children: ReactNode
}) {
  const id = useId()
  return (
    <section className={wide ? `${styles.card} ${styles.wide}` : styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.cardTitle}>
        {title}
      </h2>
      <p className={styles.muted}>{description}</p>
      {children}
    </section>
  )
}
