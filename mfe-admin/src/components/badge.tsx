import type { ReactNode } from 'react'
import styles from './badge.module.css'

export type BadgeTone = 'success' | 'danger' | 'warning' | 'info' | 'neutral'

/** A small status label; the colour repeats the text, never replaces it. */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>
}
