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

const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value)

/** The visitor's explicit choice, persisted under `language`; null until they pick one. */
export const storedLanguageAtom = atomWithStorage<Language | null>(
  STORAGE_KEYS.language,
  null,
  safeJsonStorage(nullable(isLanguage)),
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
