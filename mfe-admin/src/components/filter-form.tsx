import type { ReactNode } from 'react'
import { Toolbar } from './page-header'

interface FilterFormProps {
  /** The filter region's accessible name. */
  label: string
  /** The filters as they stand in the address: a new value remounts the form, so back/forward refills its fields. */
  current: string
  className?: string
  /** Called on submit with a reader of the form's trimmed text values. */
  onApply: (text: (name: string) => string) => void
  children: ReactNode
}

/** Filters applied together when the form is sent (a filter button or Enter), with uncontrolled fields. */
export function FilterForm({ label, current, className, onApply, children }: FilterFormProps) {
  return (
    <Toolbar label={label}>
      <form
        key={current}
        className={className}
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
