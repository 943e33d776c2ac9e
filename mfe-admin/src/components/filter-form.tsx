import type { ReactNode } from 'react'
import styles from './filter-form.module.css'
import { Toolbar } from './page-header'

/** Classes for a filter form's children: `wide` for a field that needs more room, `action` for a button. */
export const filterFormClasses = { wide: styles.wide, action: styles.action } as const

interface FilterFormProps {
  /** The filter region's accessible name. */
  label: string
  /** The filters as they stand in the address: a new value remounts the form, so back/forward refills its fields. */
  current: string
  /** Called on submit with a reader of the form's trimmed text values. */
  onApply: (text: (name: string) => string) => void
  children: ReactNode
}

/** Filters applied together when the form is sent (a filter button or Enter), with uncontrolled fields. */
export function FilterForm({ label, current, onApply, children }: FilterFormProps) {
  return (
    <Toolbar label={label}>
      <form
        key={current}
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault()
          const form = new FormData(event.currentTarget)
          onApply((name) => {
            const value = form.get(name)
            return typeof value === 'string' ? value.trim() : ''
          })
        }}
      >
        {children}
      </form>
    </Toolbar>
  )
}
