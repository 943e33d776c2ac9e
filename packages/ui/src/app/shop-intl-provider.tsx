import { FALLBACK_LANGUAGE, type Language } from '@shop/domain'
import { loadedMessages, loadMessages } from '@shop/i18n'
import { languageAtom, registerCatalogueLoader } from '@shop/state'
import { useAtomValue } from 'jotai'
import { type ReactNode, use, useDeferredValue } from 'react'
import { IntlProvider } from 'react-intl'

type Catalogue = Record<string, string>

/**
 * A catalogue in one language: the shop's by default (one chunk per language, fetched when needed), the admin's
 * whole catalogue in the admin remote. A promise while it loads; the same promise for the same language until it has.
 */
export type CatalogueFor = (language: Language) => Catalogue | Promise<Catalogue>

const shopCatalogue: CatalogueFor = (language) => loadedMessages(language) ?? loadMessages(language)

// This app's copy of the catalogues, fetched by the language switcher before it switches (chooseLanguageAtom).
registerCatalogueLoader(loadMessages)

interface ShopIntlProviderProps {
  children: ReactNode
  messages?: CatalogueFor
}

/**
 * react-intl bound to the language atom (the shared store, so the shell and every remote follow one language);
 * Turkish is the default and fallback catalogue. The messages are those bundled with the app rendering it.
 * The first render waits (suspends) for the language's catalogue, which the worker's HTML preloads, so no text shows
 * untranslated; a language change made elsewhere keeps the old texts until the new catalogue is in (a deferred
 * value), then swaps them all at once.
 */
export function ShopIntlProvider({ children, messages = shopCatalogue }: ShopIntlProviderProps) {
  const shown = useDeferredValue(useAtomValue(languageAtom))
  const found = messages(shown)
  const catalogue = found instanceof Promise ? use(found) : found
  return (
    <IntlProvider locale={shown} defaultLocale={FALLBACK_LANGUAGE} messages={catalogue}>
      {children}
    </IntlProvider>
  )
}
