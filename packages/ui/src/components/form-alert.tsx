import type { ReactNode } from 'react'
import styles from './form-alert.module.css'

/** A form-level failure (the server refused the whole submit), announced to screen readers as it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p className={styles.alert} role="alert">
      {children}
    </p>
  )
}
