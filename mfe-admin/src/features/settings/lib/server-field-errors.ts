import { isApiError } from '@shop/api-client'
import type { FieldPath, UseFormSetError } from 'react-hook-form'
import type { SettingsFormValues } from './settings-form-values'

/**
 * The API's validation answer (`errors: [{ field: 'seo.metaTitle.en', message }]`, worded in the admin's language)
 * shown on the fields it names; the first one gets the focus. Answers how many fields were marked.
 */
export function showSettingsFieldErrors(
  error: unknown,
  setError: UseFormSetError<SettingsFormValues>,
): number {
  if (!isApiError(error)) return 0
  const entries = error.errors.filter((entry) => entry.field !== '')
  entries.forEach((entry, index) => {
    setError(
      entry.field as FieldPath<SettingsFormValues>,
      { type: 'server', message: entry.message },
      { shouldFocus: index === 0 },
    )
  })
  return entries.length
}
