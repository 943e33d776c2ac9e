import { FALLBACK_LANGUAGE, type Language } from '@shop/domain'
import { messagesFor } from '@shop/i18n'
import { languageAtom } from '@shop/state'
import { useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import { IntlProvider } from 'react-intl'

/** A catalogue in one language; the shop's by default, the admin's whole catalogue in the admin remote. */
export type CatalogueFor = (language: Language) => Record<string, string>

interface ShopIntlProviderProps {
  children: ReactNode
  messages?: CatalogueFor
}

/**
 * react-intl bound to the language atom (the shared store, so the shell and every remote follow one language);
 * Turkish is the default and fallback catalogue. The messages are those bundled with the app rendering it.
 */
export function ShopIntlProvider({ children, messages = messagesFor }: ShopIntlProviderProps) {
  const language = useAtomValue(languageAtom)
  return (
    <IntlProvider locale={language} defaultLocale={FALLBACK_LANGUAGE} messages={messages(language)}>
      {children}
    </IntlProvider>
  )
}
