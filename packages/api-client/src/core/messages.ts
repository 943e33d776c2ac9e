import { type ShopMessageKey, shopMessage } from '@shop/i18n'
import { languageAtom, shopStore } from '@shop/state'

/** Texts the client shows itself (toasts), in the visitor's language. */
export function clientMessage(key: ShopMessageKey): string {
  return shopMessage(shopStore.get(languageAtom), key)
}
