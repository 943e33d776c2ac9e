import { allMessagesFor } from '@shop/i18n/messages/all'
import type { ReactNode } from 'react'
import { IntlProvider, useIntl } from 'react-intl'

/**
 * The shell's react-intl provider carries the shop's catalogue only; the admin area adds its own messages here, in
 * the same language, so shoppers never download the admin's texts.
 */
export function AdminIntlProvider({ children }: { children: ReactNode }) {
  const intl = useIntl()
  const language = intl.locale === 'en' ? 'en' : 'tr'
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={allMessagesFor(language)}>
      {children}
    </IntlProvider>
  )
}
