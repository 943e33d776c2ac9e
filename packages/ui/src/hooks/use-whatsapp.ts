import { usePublicSettings } from '@shop/api-client'
import { readLocalized, whatsappUrl } from '@shop/domain'
import { languageAtom } from '@shop/state'
import { useAtomValue } from 'jotai'
import { useCallback } from 'react'

export interface WhatsappLinks {
  /** A chat link with `text` prefilled, or with the greeting from settings when no text is given. */
  chatUrl: (text?: string) => string
}

/** WhatsApp chat links from settings; null when WhatsApp is turned off or has no usable number. */
export function useWhatsapp(): WhatsappLinks | null {
  const { settings } = usePublicSettings()
  const language = useAtomValue(languageAtom)
  const { isEnabled, phoneNumber, message } = settings.whatsapp
  const greeting = readLocalized(message, language)
  const chatUrl = useCallback(
    (text?: string) => whatsappUrl(phoneNumber, text ?? greeting) ?? '',
    [phoneNumber, greeting],
  )
  return isEnabled && whatsappUrl(phoneNumber) ? { chatUrl } : null
}
