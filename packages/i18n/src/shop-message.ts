import { FALLBACK_LANGUAGE, type Language } from '@shop/domain'
import { createIntl, createIntlCache, type IntlShape } from 'react-intl'
import { messagesFor, type ShopMessageKey, type UiLanguage, uiLanguageOf } from './messages'

const cache = createIntlCache()
const intls = new Map<UiLanguage, IntlShape>()

/**
 * A shop message worded outside React (the API client's toasts and errors), through react-intl like every other
 * text: the bundled catalogues hold compiled messages (syntax trees, @shop/build-config's precompiled messages), not
 * strings, so reading a catalogue entry directly would show the tree.
 */
export function shopMessage(language: Language, key: ShopMessageKey): string {
  const shown = uiLanguageOf(language)
  let intl = intls.get(shown)
  if (!intl) {
    intl = createIntl(
      { locale: shown, defaultLocale: FALLBACK_LANGUAGE, messages: messagesFor(shown) },
      cache,
    )
    intls.set(shown, intl)
  }
  return intl.formatMessage({ id: key })
}
