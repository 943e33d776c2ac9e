import { FALLBACK_LANGUAGE, type Language } from '@shop/domain'
import { createIntl, createIntlCache, type IntlShape } from 'react-intl'
import { loadedMessages, type ShopMessageKey, type UiLanguage, uiLanguageOf } from './messages'

const cache = createIntlCache()
const intls = new Map<UiLanguage, IntlShape>()

/**
 * A shop message worded outside React (the API client's toasts and errors), through react-intl like every other
 * text: the bundled catalogues hold compiled messages (syntax trees, @shop/build-config's precompiled messages), not
 * strings, so reading a catalogue entry directly would show the tree. The providers load the visitor's catalogue
 * before anything renders; while a switch is still loading the new one, the other loaded catalogue words it.
 */
export function shopMessage(language: Language, key: ShopMessageKey): string {
  const wanted = uiLanguageOf(language)
  const shown = loadedMessages(wanted) ? wanted : wanted === 'en' ? 'tr' : 'en'
  const messages = loadedMessages(shown)
  if (!messages) return key
  let intl = intls.get(shown)
  if (!intl) {
    intl = createIntl({ locale: shown, defaultLocale: FALLBACK_LANGUAGE, messages }, cache)
    intls.set(shown, intl)
  }
  return intl.formatMessage({ id: key })
}
