import { isApiError } from '@shop/api-client'
import type { UseFormSetError } from 'react-hook-form'
import type { PageFormValues } from './page-form'

const FORM_FIELDS = ['title.tr', 'title.en', 'slug', 'content.tr', 'content.en', 'isPublished'] as const
type FormField = (typeof FORM_FIELDS)[number]

function isFormField(field: string): field is FormField {
  return (FORM_FIELDS as readonly string[]).includes(field)
}

/** The API's field errors (a taken or reserved slug, content too large) shown on the fields they name. */
export function showServerFieldErrors(error: unknown, setError: UseFormSetError<PageFormValues>) {
  if (!isApiError(error)) return
  for (const entry of error.errors) {
    if (isFormField(entry.field)) setError(entry.field, { type: 'server', message: entry.message })
  }
}
