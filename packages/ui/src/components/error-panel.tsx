import { useT } from '@shop/i18n'
import type { ReactNode } from 'react'
import { Button } from './button'
import styles from './error-panel.module.css'

interface ErrorPanelProps {
  title: string
  detail?: ReactNode
  /** Shows a retry button when given. */
  onRetry?: () => void
  retryLabel?: string
  retrying?: boolean
  'data-testid'?: string
}

/** A failure shown in place of the content that could not load, with a way to try again. */
export function ErrorPanel({
  title,
  detail,
  onRetry,
  retryLabel,
  retrying = false,
  ...rest
}: ErrorPanelProps) {
  const t = useT()
  return (
    <div className={styles.panel} role="alert" data-testid={rest['data-testid']}>
      <p className={styles.title}>{title}</p>
      {detail && <p className={styles.detail}>{detail}</p>}
      {onRetry && (
        <Button variant="secondary" onClick={onRetry} loading={retrying}>
          {retryLabel ?? t('remote.retry')}
        </Button>
      )}
    </div>
  )
}
