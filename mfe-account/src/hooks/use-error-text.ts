import { useT } from '@shop/i18n'
import { useCallback } from 'react'
import type { FieldError } from 'react-hook-form'
import { useIntl } from 'react-intl'

/** Form errors carry message keys from the shared zod schemas (`auth.email_required`); this words them. */
export function useErrorText() {
  const t = useT()
  // The catalogue in use (only the visitor's language is loaded), to tell keys from texts already worded.
  const { messages } = useIntl()
  return useCallback(
    (error: FieldError | undefined): string | undefined => {
      const message = error?.message
      if (!message) return undefined
      return Object.hasOwn(messages, message) ? t(message as Parameters<typeof t>[0]) : message
    },
    [t, messages],
  )
}
