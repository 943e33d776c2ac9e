import { useT } from '@shop/i18n'
import styles from './spinner.module.css'
import { VisuallyHidden } from './visually-hidden'

interface SpinnerProps {
  size?: 'small' | 'medium'
  /** Inline spinners sit inside buttons (decorative); block spinners centre themselves and announce loading. */
  inline?: boolean
  label?: string
}

export function Spinner({ size = 'medium', inline = false, label }: SpinnerProps) {
  const t = useT()
  // Inside a button the spinner is decoration: the button itself carries aria-busy.
  if (inline)
    return <span className={`${styles.inline} ${styles.spinner} ${styles.small}`} aria-hidden="true" />
  return (
    <output className={styles.wrapper}>
      <span className={`${styles.spinner} ${size === 'small' ? styles.small : ''}`} aria-hidden="true" />
      <VisuallyHidden>{label ?? t('app.loading')}</VisuallyHidden>
    </output>
  )
}
