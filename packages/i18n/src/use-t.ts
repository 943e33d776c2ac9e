import { useCallback } from 'react'
import { useIntl } from 'react-intl'
import type { MessageKey } from './messages'

export type MessageValues = Record<string, string | number | Date>
export type Translate = (key: MessageKey, values?: MessageValues) => string

/** `t('auth.email_required')` with the key checked at compile time against the catalogues. */
export function useT(): Translate {
  const intl = useIntl()
  return useCallback((key, values) => intl.formatMessage({ id: key }, values), [intl])
}

/**
 * Narrows a string from a schema (zod messages are message keys) to a key, for `t()`; `messages` is the catalogue
 * shown (`useIntl().messages`), which has every key in every language.
 */
export function isMessageKey(
  value: string,
  messages: Readonly<Record<string, unknown>>,
): value is MessageKey {
  return Object.hasOwn(messages, value)
}
