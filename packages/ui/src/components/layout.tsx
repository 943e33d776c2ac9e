import type { ElementType, ReactNode } from 'react'
import styles from './layout.module.css'

interface ContainerProps {
  as?: ElementType
  children: ReactNode
  className?: string
  id?: string
}

/** Centres content at the page width with the responsive side padding. */
export function Container({ as: Tag = 'div', children, className, id }: ContainerProps) {
  return (
    <Tag id={id} className={[styles.container, className].filter(Boolean).join(' ')}>
      {children}
    </Tag>
  )
}

interface StackProps {
  as?: ElementType
  /** Step of the spacing scale (--space-1 … --space-6). */
  gap?: 1 | 2 | 3 | 4 | 5 | 6
  direction?: 'column' | 'row'
  children: ReactNode
  className?: string
}

export function Stack({ as: Tag = 'div', gap = 4, direction = 'column', children, className }: StackProps) {
  const names = [styles.stack, direction === 'row' && styles.row, styles[`gap${gap}`], className]
  return <Tag className={names.filter(Boolean).join(' ')}>{children}</Tag>
}
