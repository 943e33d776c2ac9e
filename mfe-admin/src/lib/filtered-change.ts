import type { ChangeEvent } from 'react'

/**
 * Keeps only what an amount field accepts before the form sees the change (admin.md §5). Amounts are text fields
 * with a decimal keyboard, never `type="number"`: a number field drops a typed comma, so '34,25' arrived as 3425.
 */
export function filteredChange(
  filter: (text: string) => string,
  onChange: (event: ChangeEvent<HTMLInputElement>) => unknown,
) {
  return (event: ChangeEvent<HTMLInputElement>) => {
    const clean = filter(event.target.value)
    if (clean !== event.target.value) event.target.value = clean
    return onChange(event)
  }
}
