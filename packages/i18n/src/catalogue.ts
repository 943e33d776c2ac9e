import { type Language, type UiLanguage, uiLanguageOf } from '@shop/domain'

/** A catalogue's texts in one language, keyed by message key. */
export type CatalogueTexts = Record<string, string>

/** One app's message catalogue: a chunk per language, fetched once, when first asked for. */
export interface Catalogue<Texts extends CatalogueTexts = CatalogueTexts> {
  /** Fetches a language's texts once; the same promise for every caller, so React's `use()` can wait on it. */
  load(language: Language): Promise<Texts>
  /** A language's texts if they have been loaded, without waiting. */
  loaded(language: Language): Texts | undefined
  /** Why a language's last load failed, until the next `load` of it begins. */
  refused(language: Language): { reason: unknown } | undefined
}

// The texts this app has loaded, per language, whichever catalogue brought them: what `shopMessage` words with.
// Module state, so per app (the package is bundled by each app, never shared).
const appTexts: Partial<Record<UiLanguage, CatalogueTexts>> = {}

/** The texts this app has loaded in a language, for messages worded outside React. */
export function appTextsIn(language: UiLanguage): CatalogueTexts | undefined {
  return appTexts[language]
}

/** A catalogue over one `import()` per language (the chunk names are the caller's, as the worker preloads them). */
export function defineCatalogue<Texts extends CatalogueTexts>(
  importers: Record<UiLanguage, () => Promise<Texts>>,
): Catalogue<Texts> {
  const loaded: Partial<Record<UiLanguage, Texts>> = {}
  const loading: Partial<Record<UiLanguage, Promise<Texts>>> = {}
  const refused: Partial<Record<UiLanguage, { reason: unknown }>> = {}
  return {
    load(language) {
      const ui = uiLanguageOf(language)
      if (!loading[ui]) delete refused[ui]
      loading[ui] ??= importers[ui]().then(
        (texts) => {
          loaded[ui] = texts
          appTexts[ui] = { ...appTexts[ui], ...texts }
          return texts
        },
        (reason: unknown) => {
          delete loading[ui]
          refused[ui] = { reason }
          throw reason
        },
      )
      return loading[ui]
    },
    loaded: (language) => loaded[uiLanguageOf(language)],
    refused: (language) => refused[uiLanguageOf(language)],
  }
}
