import { isMessageKey, type MessageKey, useT } from '@shop/i18n'
import { useCallback } from 'react'
import { useIntl } from 'react-intl'

/** A field's error as react-hook-form holds it (a group's error is read the same way). */
interface FieldErrorLike {
  type?: unknown
  message?: unknown
}

/**
 * Words a settings field's error: the shared schemas' messages are catalogue keys, the server's are already worded
 * (type 'server'). A rule without a key of its own (zod's wording of a number that is not one) gives `fallback`.
 */
export function useSettingsErrorText() {
  const t = useT()
  const knownKeys = useIntl().messages
  return useCallback(
    (error: FieldErrorLike | undefined, fallback?: MessageKey): string | undefined => {
      if (!error) return undefined
      const message = typeof error.message === 'string' ? error.message : undefined
      if (message && isMessageKey(message, knownKeys)) return t(message)
      if (message && (error.type === 'server' || !fallback)) return message
      return fallback ? t(fallback) : undefined
    },
    [t, knownKeys],
  )
}
