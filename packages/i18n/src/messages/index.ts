import type { Language } from '@shop/domain'
import { en } from './en'
import { type MessageKey, tr } from './tr'

export type { MessageKey }
export type Messages = Record<MessageKey, string>

/** Languages with a catalogue. Other supported codes (ar, de, fr) fall back to Turkish. */
export const UI_LANGUAGES = ['tr', 'en'] as const satisfies readonly Language[]

export type UiLanguage = (typeof UI_LANGUAGES)[number]

const catalogues: Record<UiLanguage, Messages> = { tr, en }

export function messagesFor(language: Language): Messages {
  return language === 'en' ? catalogues.en : catalogues.tr
}
