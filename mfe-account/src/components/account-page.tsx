import { Container } from '@shop/ui'
import type { ReactNode } from 'react'
import styles from './page-heading.module.css'

interface AccountPageProps {
  title: string
  subtitle?: ReactNode
  /** Above the heading (a breadcrumb). */
  before?: ReactNode
  children: ReactNode
}

/** The frame of every account screen: page width, one h1, consistent vertical rhythm. */
export function AccountPage({ title, subtitle, before, children }: AccountPageProps) {
  return (
    <Container className={styles.page}>
      <div className={styles.intro}>
        {before}
        <div className={styles.heading}>
          <h1 className={styles.title}>{title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
      </div>
      {children}
    </Container>
  )
}
