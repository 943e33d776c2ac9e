import type { CSSProperties, ReactNode } from 'react'
import styles from './dashboard.module.css'
import { WarningIcon } from './warning-icon'

interface StatCardProps {
  id: string
  label: string
  value: string
  note?: string
  /** When given, a warning icon with this text stands beside the label. */
  warning?: string
  action?: ReactNode
}

/** One figure of the dashboard as a term and its value, inside the caller's <dl>. */
export function StatCard({ id, label, value, note, warning, action }: StatCardProps) {
  return (
    <div className={`${styles.card} ${warning ? styles.cardWarning : ''}`} data-testid={`stat-${id}`}>
      <dt className={styles.label}>
        {label}
        {warning && <WarningIcon label={warning} className={styles.warningIcon} />}
      </dt>
      <dd className={styles.value}>
        <span className={styles.figure} style={{ '--figure-length': value.length } as CSSProperties}>
          {value}
        </span>
      </dd>
      {note && <dd className={styles.note}>{note}</dd>}
      {action && <dd className={styles.action}>{action}</dd>}
    </div>
  )
}
