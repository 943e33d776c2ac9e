import { type MessageKey, tr } from '@shop/i18n/messages/tr'

/**
 * The API answers in Turkish, the shop's default language, with the texts of the UI's own catalogue: a shared
 * schema's message key (`auth.email_required`) and an API failure (`order.insufficient_stock`) read the same text the
 * account screens show. `{name}` placeholders are filled from `params`; the keys used here carry no plural syntax.
 */
export function message(key: MessageKey, params: Record<string, string | number> = {}): string {
  return tr[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  )
}

export function isMessageKey(text: string): text is MessageKey {
  return Object.hasOwn(tr, text)
}

/** A schema message that is a catalogue key becomes its Turkish text; any other text is kept as it is. */
export function translateMessage(text: string): string {
  return isMessageKey(text) ? message(text) : text
}
