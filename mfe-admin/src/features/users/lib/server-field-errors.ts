import { isApiError } from '@shop/api-client'
import type { UseFormSetError } from 'react-hook-form'
import type { UserFormValues } from './user-form'

const FORM_FIELDS = ['name', 'email', 'phone', 'password', 'newPassword', 'role', 'isActive'] as const
type FormField = (typeof FORM_FIELDS)[number]

function isFormField(field: string): field is FormField {
  return (FORM_FIELDS as readonly string[]).includes(field)
}

/** The API's field errors (a taken e-mail, a refused role or active flag) shown on the fields they name. */
export function showServerFieldErrors(error: unknown, setError: UseFormSetError<UserFormValues>) {
  if (!isApiError(error)) return
  for (const entry of error.errors) {
    if (isFormField(entry.field)) setError(entry.field, { type: 'server', message: entry.message })
  }
}
