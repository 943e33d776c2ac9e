import {
  INITIAL_SITE_LANGUAGES,
  LANGUAGES,
  type Language,
  resolveLanguage,
  type SiteLanguages,
  STORAGE_KEYS,
} from '@shop/domain'
import { atom } from 'jotai'
import { atomWithStorage } from 'jotai/utils'
import { nullable } from './guards'
import { safeJsonStorage } from './json-storage'
import { withLanguageCookie } from './language-cookie'

const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value)

/**
 * The visitor's explicit choice, persisted under `language` and in a cookie for the worker (`withLanguageCookie`);
 * null until they pick one.
 */
export const storedLanguageAtom = atomWithStorage<Language | null>(
  STORAGE_KEYS.language,
  null,
  withLanguageCookie(safeJsonStorage(nullable(isLanguage))),
  { getOnInit: true },
)

/**
 * The languages the site offers and its default, from public settings `languages` (SettingsEffects keeps it in step);
 * the default list with no default of its own until the settings arrive.
 */
export const siteLanguagesAtom = atom<SiteLanguages>(INITIAL_SITE_LANGUAGES)

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return []
  return navigator.languages?.length ? navigator.languages : [navigator.language]
}

function documentLanguage(): string | null {
  return typeof document === 'undefined' ? null : document.documentElement.lang || null
}

/**
 * The language the interface is shown in, among those the site offers: stored choice, browser language, the site's
 * default, page language, then Turkish (`resolveLanguage`). Writing it stores the visitor's choice.
 */
export const languageAtom = atom(
  (get): Language =>
    resolveLanguage(
      { stored: get(storedLanguageAtom), browser: browserLanguages(), document: documentLanguage() },
      get(siteLanguagesAtom),
    ),
  (_get, set, language: Language) => set(storedLanguageAtom, language),
)

/** Loads one app's catalogue in a language (each app bundles its own, @shop/ui's ShopIntlProvider registers it). */
export type CatalogueLoader = (language: Language) => Promise<unknown>

// In the shared store's module (a singleton across the shell and the remotes), so a switch reaches every app.
const catalogueLoaders = new Set<CatalogueLoader>()

export function registerCatalogueLoader(load: CatalogueLoader): void {
  catalogueLoaders.add(load)
}

/**
 * The language switcher's action: every app's catalogue in the new language is fetched first, then the choice is
 * stored, so all texts of the shell and the remotes change in the same render (none waits on its own download). A
 * catalogue that fails to load does not block the switch; its provider then waits for it as on a first render.
 */
export const chooseLanguageAtom = atom(null, async (_get, set, language: Language) => {
  await Promise.all([...catalogueLoaders].map((load) => load(language).catch(() => undefined)))
  set(languageAtom, language)
})
