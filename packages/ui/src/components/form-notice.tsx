import type { ReactNode } from 'react'
import styles from './form-notice.module.css'

/** Something the person should know about the form in front of them, not a failure (that is `FormAlert`). */
export function FormNotice({ children }: { children: ReactNode }) {
  return <output className={styles.notice}>{children}</output>
}
