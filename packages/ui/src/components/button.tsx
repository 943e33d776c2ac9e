import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { Link, type LinkProps } from 'react-router-dom'
import styles from './button.module.css'
import { Spinner } from './spinner'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost'

interface Appearance {
  variant?: ButtonVariant
  size?: 'small' | 'medium'
  block?: boolean
}

function classes({ variant = 'primary', size = 'medium', block = false }: Appearance, extra?: string) {
  return [styles.button, styles[variant], size === 'small' && styles.small, block && styles.block, extra]
    .filter(Boolean)
    .join(' ')
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, Appearance {
  /** Shows a spinner and blocks clicks while an action is in flight. */
  loading?: boolean
  children: ReactNode
}

export function Button({
  variant,
  size,
  block,
  loading = false,
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      className={classes({ variant, size, block }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <Spinner inline size="small" />}
      {children}
    </button>
  )
}

type ButtonLinkProps = LinkProps & Appearance

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ variant, size, block, className, ...rest }: ButtonLinkProps) {
  return <Link {...rest} className={classes({ variant, size, block }, className)} />
}
