import { useT } from '@shop/i18n'
import { allMessagesFor } from '@shop/i18n/messages/all'
import { useCallback } from 'react'

const knownKeys = allMessagesFor('tr')

/**
 * Form errors carry message keys from the shared zod schema (`admin.category.name_required`) or, when the server
 * refused a field, its already-worded message; this gives the text to show either way.
 */
export function useErrorText() {
  const t = useT()
  return useCallback(
    (error: { message?: string } | undefined): string | undefined => {
      const message = error?.message
      if (!message) return undefined
      return message in knownKeys ? t(message as keyof typeof knownKeys) : message
    },
    [t],
  )
}
