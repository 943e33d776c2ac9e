import { FALLBACK_LANGUAGE, type Language } from '@shop/domain'
import type { Catalogue } from '@shop/i18n'
import { languageAtom, registerCatalogueLoader } from '@shop/state'
import { useAtomValue } from 'jotai'
import { type ReactNode, useDeferredValue } from 'react'
import { IntlProvider } from 'react-intl'

interface ShopIntlProviderProps {
  children: ReactNode
  /** The rendering app's catalogue: the shell's frame, the shop's in a shop remote, the admin's in the admin. */
  catalogue: Catalogue
}

/**
 * react-intl bound to the language atom (the shared store, so the shell and every remote follow one language);
 * Turkish is the default and fallback catalogue. The messages are those bundled with the app rendering it.
 * The first render waits (suspends) for the language's catalogue, which the worker's HTML preloads, so no text shows
 * untranslated; a language change made elsewhere keeps the old texts until the new catalogue is in (a deferred
 * value), then swaps them all at once.
 */
export function ShopIntlProvider({ children, catalogue }: ShopIntlProviderProps) {
  // A set: registering again is a no-op. The switcher fetches every registered catalogue before it switches.
  registerCatalogueLoader(catalogue.load)
  const shown = useDeferredValue(useAtomValue(languageAtom))
  const texts = catalogue.loaded(shown) ?? waitForCatalogue(catalogue, shown)
  return (
    <IntlProvider locale={shown} defaultLocale={FALLBACK_LANGUAGE} messages={texts}>
      {children}
    </IntlProvider>
  )
}

/**
 * Suspends the provider until its catalogue is in, by throwing the load's promise, as react-query's suspense hooks
 * do: React then renders it again from the boundary and it finds the texts. Not `use()`: React expects a component
 * that suspended on it to call it again when it replays, and the texts are read without it. A refused load reaches
 * the error boundary; the language switcher, or a reload, loads it again.
 */
function waitForCatalogue(catalogue: Catalogue, language: Language): never {
  const refused = catalogue.refused(language)
  if (refused) throw refused.reason
  throw catalogue.load(language)
}
