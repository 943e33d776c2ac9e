import { type ReactNode, useEffect, useState } from 'react'
import styles from './form-notice.module.css'

/**
 * Something the person should know about the form in front of them, not a failure (that is `FormAlert`). The text
 * arrives just after the region: a live region's first render is not announced.
 */
export function FormNotice({ children }: { children: ReactNode }) {
  const [announced, setAnnounced] = useState(false)
  useEffect(() => setAnnounced(true), [])
  return <output className={styles.notice}>{announced && children}</output>
}
