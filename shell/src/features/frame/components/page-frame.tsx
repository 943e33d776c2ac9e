import { useT } from '@shop/i18n'
import type { ReactNode } from 'react'
import styles from './frame.module.css'

interface PageFrameProps {
  header: ReactNode
  footer: ReactNode
  /** A notice above the header, after the skip link (the staff's maintenance banner). */
  notice?: ReactNode
  children: ReactNode
}

/** The page's landmarks in order: skip link, notice, header, the one main region, footer. */
export function PageFrame({ header, footer, notice, children }: PageFrameProps) {
  const t = useT()
  return (
    <div className={styles.page}>
      <a className={styles.skip} href="#main">
        {t('app.skip_to_content')}
      </a>
      {notice}
      {header}
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      {footer}
    </div>
  )
}
