import { type ReactNode, useId } from 'react'
import styles from './settings-card.module.css'

interface SettingsCardProps {
  title: string
  description?: string
  /** Spans the whole row of the cards grid (for a preview or many fields side by side). */
  wide?: boolean
  children: ReactNode
}

/** One card of the settings screen: a region named by its heading, a short description, then its fields. */
export function SettingsCard({ title, description, wide = false, children }: SettingsCardProps) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={`${styles.card} ${wide ? styles.wide : ''}`}>
      <header className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {description && <p className={styles.description}>{description}</p>}
      </header>
      <div className={styles.body}>{children}</div>
    </section>
  )
}
