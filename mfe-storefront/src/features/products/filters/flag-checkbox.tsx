import { useId, useState } from 'react'
import { FacetCount } from './facet-count'
import styles from './filters.module.css'

interface FlagCheckboxProps {
  label: string
  /** The URL's value; the parent remounts the box (key) when it changes, so back/forward and clear all show. */
  checked: boolean
  count: number | undefined
  countIsLowerBound?: boolean
  onChange: (checked: boolean) => void
}

/**
 * A filter flag that shows its new state at once: the URL change behind it is a router transition, which would
 * otherwise leave the box unticked until the new list renders.
 */
export function FlagCheckbox({ label, checked, count, countIsLowerBound, onChange }: FlagCheckboxProps) {
  const id = useId()
  const [shown, setShown] = useState(checked)
  return (
    <label className={styles.check} htmlFor={id}>
      <input
        id={id}
        type="checkbox"
        checked={shown}
        onChange={(event) => {
          setShown(event.target.checked)
          onChange(event.target.checked)
        }}
      />
      <span className={styles.optionName}>{label}</span>
      <FacetCount value={count} atLeast={countIsLowerBound} />
    </label>
  )
}
