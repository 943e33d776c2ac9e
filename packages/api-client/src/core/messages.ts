import { type MessageKey, messagesFor } from '@shop/i18n'
import { languageAtom, shopStore } from '@shop/state'

/** Texts the client shows itself (toasts), in the visitor's language. */
export function clientMessage(key: MessageKey): string {
  return messagesFor(shopStore.get(languageAtom))[key]
}
