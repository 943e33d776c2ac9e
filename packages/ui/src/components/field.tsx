import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react'
import styles from './field.module.css'

export interface FieldControlProps {
  id: string
  'aria-invalid': boolean
  'aria-describedby': string | undefined
}

interface FieldProps {
  label: string
  error?: string
  hint?: string
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (control: FieldControlProps) => ReactNode
}

/** A label, a control, an optional hint and an error message announced to screen readers. */
export function Field({ label, error, hint, children }: FieldProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.control}>
        {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

/** The input look, for a select or textarea rendered inside `Field`. */
export const fieldControlClass = styles.input

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string
  error?: string
  hint?: string
  ref?: Ref<HTMLInputElement>
  /** Content placed after the input inside the control row (e.g. a show-password toggle). */
  addon?: ReactNode
}

export function TextField({ label, error, hint, addon, ref, className, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <>
          <input
            ref={ref}
            {...input}
            {...control}
            className={[styles.input, className].filter(Boolean).join(' ')}
          />
          {addon}
        </>
      )}
    </Field>
  )
}
