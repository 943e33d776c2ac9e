import type { Language } from '@shop/domain'
import { en } from './en'
import { type MessageKey, type ShopMessageKey, tr } from './tr'

export type { MessageKey, ShopMessageKey }
/** The shop's catalogue in one language (admin texts live in `./all`, for the admin remote and the API). */
export type Messages = Record<ShopMessageKey, string>

/** Languages with a catalogue. Other supported codes (ar, de, fr) fall back to Turkish. */
export const UI_LANGUAGES = ['tr', 'en'] as const satisfies readonly Language[]

export type UiLanguage = (typeof UI_LANGUAGES)[number]

const catalogues: Record<UiLanguage, Messages> = { tr, en }

/** The catalogue language a supported language is shown in. */
export function uiLanguageOf(language: Language): UiLanguage {
  return language === 'en' ? 'en' : 'tr'
}

export function messagesFor(language: Language): Messages {
  return catalogues[uiLanguageOf(language)]
}
