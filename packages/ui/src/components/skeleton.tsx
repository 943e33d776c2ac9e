import { useT } from '@shop/i18n'
import type { CSSProperties, ReactNode } from 'react'
import styles from './skeleton.module.css'
import { VisuallyHidden } from './visually-hidden'

/** A grey block standing in for content that is loading; size it with a class or style. */
export function SkeletonBlock({ className, style }: { className?: string; style?: CSSProperties }) {
  return <span className={className ? `${styles.block} ${className}` : styles.block} style={style} />
}

/**
 * Placeholder content shaped like what will replace it, so nothing below moves when it arrives. The shapes are
 * hidden from assistive technology, which hears one "loading" status instead (as with the spinner).
 */
export function Skeleton({ children, label }: { children: ReactNode; label?: string }) {
  const t = useT()
  return (
    <>
      <output>
        <VisuallyHidden>{label ?? t('app.loading')}</VisuallyHidden>
      </output>
      <div aria-hidden="true">{children}</div>
    </>
  )
}
