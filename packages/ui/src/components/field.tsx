import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react'
import styles from './field.module.css'

export interface FieldControlProps {
  id: string
  'aria-invalid': boolean
  'aria-describedby': string | undefined
  'aria-required'?: true
}

interface FieldProps {
  label: string
  error?: string
  hint?: string
  /** Marks the label with an asterisk (the form says what it means) and the control as required to assistive tech. */
  required?: boolean
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (control: FieldControlProps) => ReactNode
}

/** A label, a control, an optional hint and an error message announced to screen readers. */
export function Field({ label, error, hint, required = false, children }: FieldProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={styles.field}>
      <label className={required ? `${styles.label} ${styles.required}` : styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.control}>
        {children({
          id,
          'aria-invalid': Boolean(error),
          'aria-describedby': describedBy,
          'aria-required': required || undefined,
        })}
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

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required'> {
  label: string
  error?: string
  hint?: string
  ref?: Ref<HTMLInputElement>
  /** Content placed after the input inside the control row (e.g. a show-password toggle). */
  addon?: ReactNode
  /** Marked and announced as required; the form's schema does the checking (forms here are `noValidate`). */
  required?: boolean
}

export function TextField({ label, error, hint, addon, required, ref, className, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required}>
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
