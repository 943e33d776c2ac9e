import { isMessageKey, useT } from '@shop/i18n'
import { useCallback } from 'react'
import { useIntl } from 'react-intl'

/**
 * Form errors carry message keys from the shared zod schema (`admin.category.name_required`) or, when the server
 * refused a field, its already-worded message; this gives the text to show either way.
 */
export function useErrorText() {
  const t = useT()
  const knownKeys = useIntl().messages
  return useCallback(
    (error: { message?: string } | undefined): string | undefined => {
      const message = error?.message
      if (!message) return undefined
      return isMessageKey(message, knownKeys) ? t(message) : message
    },
    [t, knownKeys],
  )
}
