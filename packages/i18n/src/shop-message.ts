import { FALLBACK_LANGUAGE, type Language, type UiLanguage, uiLanguageOf } from '@shop/domain'
import { createIntl, createIntlCache, type IntlShape } from 'react-intl'
import { appTextsIn } from './catalogue'
import type { ShopMessageKey } from './messages'

const cache = createIntlCache()
const intls = new Map<UiLanguage, { texts: object; intl: IntlShape }>()

/**
 * A shop message worded outside React (the API client's toasts and errors), through react-intl like every other
 * text: the bundled catalogues hold compiled messages (syntax trees, @shop/build-config's precompiled messages), not
 * strings, so reading a catalogue entry directly would show the tree. The texts are those this app's catalogue
 * brought (the shell's frame, a remote's shop or admin catalogue), which its provider loads before anything renders;
 * while a switch is still loading the new language, the other loaded one words it.
 */
export function shopMessage(language: Language, key: ShopMessageKey): string {
  const wanted = uiLanguageOf(language)
  const shown = appTextsIn(wanted) ? wanted : wanted === 'en' ? 'tr' : 'en'
  const texts = appTextsIn(shown)
  if (!texts) return key
  let cached = intls.get(shown)
  if (cached?.texts !== texts) {
    cached = {
      texts,
      intl: createIntl({ locale: shown, defaultLocale: FALLBACK_LANGUAGE, messages: texts }, cache),
    }
    intls.set(shown, cached)
  }
  return cached.intl.formatMessage({ id: key })
}
