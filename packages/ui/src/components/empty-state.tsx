import type { ReactNode } from 'react'
import styles from './empty-state.module.css'

interface EmptyStateProps {
  title: string
  description?: ReactNode
  action?: ReactNode
  /** The title is the page's heading (a not-found screen): an h1 instead of a paragraph, styled the same. */
  isPageHeading?: boolean
}

export function EmptyState({ title, description, action, isPageHeading = false }: EmptyStateProps) {
  const Title = isPageHeading ? 'h1' : 'p'
  return (
    <div className={styles.empty}>
      <Title className={styles.title}>{title}</Title>
      {description && <p>{description}</p>}
      {action}
    </div>
  )
}
