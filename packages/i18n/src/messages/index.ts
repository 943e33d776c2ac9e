import { type Language, UI_LANGUAGES, type UiLanguage, uiLanguageOf } from '@shop/domain'
import type { MessageKey, ShopMessageKey } from './tr'

export type { MessageKey, ShopMessageKey, UiLanguage }
// Where the worker reads them too (it bundles no screen code).
export { UI_LANGUAGES, uiLanguageOf }
/** The shop's catalogue in one language (admin texts live in `./all`, for the admin remote and the API). */
export type Messages = Record<ShopMessageKey, string>

// One chunk per language, named as @shop/domain's `catalogueChunkName` spells it: a page downloads only the
// catalogue it shows, the one the worker preloads.
const importers: Record<UiLanguage, () => Promise<Messages>> = {
  tr: () => import(/* webpackChunkName: "messages-tr" */ './tr').then((module) => module.tr),
  en: () => import(/* webpackChunkName: "messages-en" */ './en').then((module) => module.en),
}

const loaded: Partial<Record<UiLanguage, Messages>> = {}
const loading: Partial<Record<UiLanguage, Promise<Messages>>> = {}

/** Fetches a language's catalogue once; the same promise for every caller, so React's `use()` can wait on it. */
export function loadMessages(language: Language): Promise<Messages> {
  const ui = uiLanguageOf(language)
  loading[ui] ??= importers[ui]().then(
    (messages) => {
      loaded[ui] = messages
      return messages
    },
    (error: unknown) => {
      delete loading[ui]
      throw error
    },
  )
  return loading[ui]
}

/** A language's catalogue if it has been loaded, without waiting. */
export function loadedMessages(language: Language): Messages | undefined {
  return loaded[uiLanguageOf(language)]
}

/** A loaded catalogue; loading it first (`loadMessages`) is the caller's part, as the providers do. */
export function messagesFor(language: Language): Messages {
  const messages = loadedMessages(language)
  if (!messages) throw new Error(`The ${uiLanguageOf(language)} catalogue is not loaded yet (loadMessages)`)
  return messages
}
