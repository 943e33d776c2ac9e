import { type Language, UI_LANGUAGES, type UiLanguage, uiLanguageOf } from '@shop/domain'
import { type Catalogue, defineCatalogue } from '../catalogue'
import type { MessageKey, ShopMessageKey } from './tr'

export type { MessageKey, ShopMessageKey, UiLanguage }
// Where the worker reads them too (it bundles no screen code).
export { UI_LANGUAGES, uiLanguageOf }
/** The shop's catalogue in one language (admin texts live in `./all`, for the admin remote and the API). */
export type Messages = Record<ShopMessageKey, string>

// One chunk per language, named as @shop/domain's `catalogueChunkName` spells it: a page downloads only the
// catalogue it shows, the one the worker preloads.
/** The shop's catalogue: what the storefront and account remotes show (the shell has its own: frame-catalogue.ts). */
export const shopCatalogue: Catalogue<Messages> = defineCatalogue({
  tr: () => import(/* webpackChunkName: "messages-tr" */ './tr').then((module) => module.tr),
  en: () => import(/* webpackChunkName: "messages-en" */ './en').then((module) => module.en),
})

/** Fetches a language's shop catalogue once (`shopCatalogue.load`). */
export function loadMessages(language: Language): Promise<Messages> {
  return shopCatalogue.load(language)
}

/** A language's shop catalogue if it has been loaded, without waiting. */
export function loadedMessages(language: Language): Messages | undefined {
  return shopCatalogue.loaded(language)
}

/** A loaded catalogue; loading it first (`loadMessages`) is the caller's part, as the providers do. */
export function messagesFor(language: Language): Messages {
  const messages = loadedMessages(language)
  if (!messages) throw new Error(`The ${uiLanguageOf(language)} catalogue is not loaded yet (loadMessages)`)
  return messages
}
