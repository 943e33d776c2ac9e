import { messagesFor, useT } from '@shop/i18n'
import { useCallback } from 'react'
import type { FieldError } from 'react-hook-form'

const knownKeys = messagesFor('tr')

/** Form errors carry message keys from the shared zod schemas (`auth.email_required`); this words them. */
export function useErrorText() {
  const t = useT()
  return useCallback(
    (error: FieldError | undefined): string | undefined => {
      const message = error?.message
      if (!message) return undefined
      return message in knownKeys ? t(message as keyof typeof knownKeys) : message
    },
    [t],
  )
}
