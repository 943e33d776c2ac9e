import { isApiError } from '@shop/api-client'
import type { ProductInputDraft } from '@shop/domain'
import type { FieldPath, UseFormSetError } from 'react-hook-form'

const FORM_FIELDS: ReadonlySet<string> = new Set([
  'name',
  'description',
  'sku',
  'category',
  'price',
  'discountPrice',
  'stock',
  'images',
  'videos',
  'specifications',
])

/** The API's field errors (`errors: [{ field, message }]`, e.g. a taken SKU) shown on the fields they name. */
export function showServerFieldErrors(error: unknown, setError: UseFormSetError<ProductInputDraft>) {
  if (!isApiError(error)) return
  for (const entry of error.errors) {
    const root = entry.field.split('.')[0] ?? ''
    if (FORM_FIELDS.has(root)) {
      setError(entry.field as FieldPath<ProductInputDraft>, { type: 'server', message: entry.message })
    }
  }
}
