import { listPositionParams } from '@shop/domain'
import { isMessageKey, useT } from '@shop/i18n'
import { useCallback } from 'react'
import { useIntl } from 'react-intl'

/**
 * Words a form error: schema messages are catalogue keys (a list item's `{n}` comes from the field's path, as the
 * API fills it), while a message the server answered is already worded and shown as it is.
 */
export function useFieldMessage() {
  const t = useT()
  const knownKeys = useIntl().messages
  return useCallback(
    (message: string | undefined, path: readonly PropertyKey[] = []): string | undefined => {
      if (!message) return undefined
      return isMessageKey(message, knownKeys) ? t(message, listPositionParams(path)) : message
    },
    [t, knownKeys],
  )
}
