import { type ChangeEventHandler, useEffect, useRef } from 'react'
import styles from './data-table.module.css'

interface SelectionCheckboxProps {
  label: string
  checked: boolean
  indeterminate?: boolean
  onChange: ChangeEventHandler<HTMLInputElement> | ((event: unknown) => void)
}

/**
 * A row or select-all checkbox with an accessible name; `indeterminate` when only some rows are chosen. The label
 * around it makes the whole 44 px square a touch target.
 */
export function SelectionCheckbox({
  label,
  checked,
  indeterminate = false,
  onChange,
}: SelectionCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate && !checked
  }, [indeterminate, checked])
  return (
    <label className={styles.checkboxTarget}>
      <input
        ref={ref}
        type="checkbox"
        className={styles.checkbox}
        aria-label={label}
        checked={checked}
        onChange={onChange as ChangeEventHandler<HTMLInputElement>}
      />
    </label>
  )
}
