import { FALLBACK_LANGUAGE } from '@shop/domain'
import { messagesFor } from '@shop/i18n'
import { languageAtom } from '@shop/state'
import { useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import { IntlProvider } from 'react-intl'

/** react-intl bound to the language atom; Turkish is the default and fallback catalogue. */
export function ShopIntlProvider({ children }: { children: ReactNode }) {
  const language = useAtomValue(languageAtom)
  return (
    <IntlProvider locale={language} defaultLocale={FALLBACK_LANGUAGE} messages={messagesFor(language)}>
      {children}
    </IntlProvider>
  )
}
