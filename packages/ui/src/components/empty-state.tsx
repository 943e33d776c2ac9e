import type { ReactNode } from 'react'
import styles from './empty-state.module.css'

interface EmptyStateProps {
  title: string
  description?: ReactNode
  action?: ReactNode
}

export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      <p className={styles.title}>{title}</p>
      {description && <p>{description}</p>}
      {action}
    </div>
  )
}
