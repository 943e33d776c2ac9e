import type { Language } from '@shop/domain'
import { type ShopMessageKey, useT } from '@shop/i18n'
import { chooseLanguageAtom, languageAtom, siteLanguagesAtom } from '@shop/state'
import { useAtomValue, useSetAtom } from 'jotai'
import { useId } from 'react'

/** Each language named in its own language, so a visitor finds theirs whatever the page is shown in. */
const LANGUAGE_NAMES: Record<Language, ShopMessageKey> = {
  tr: 'language.tr',
  en: 'language.en',
  ar: 'language.ar',
  de: 'language.de',
  fr: 'language.fr',
}

interface LanguageSelectProps {
  /** Class of the wrapper holding the label and the select. */
  className?: string
  selectClassName?: string
}

/**
 * The language switcher: exactly the languages the site offers (settings `languages.supported`), remembered in the
 * browser (each app's texts in it are fetched before the page switches). With a single language there is nothing to choose, so it renders nothing.
 */
export function LanguageSelect({ className, selectClassName }: LanguageSelectProps) {
  const t = useT()
  const language = useAtomValue(languageAtom)
  const chooseLanguage = useSetAtom(chooseLanguageAtom)
  const { supported } = useAtomValue(siteLanguagesAtom)
  const id = useId()
  if (supported.length < 2) return null
  return (
    <span className={className}>
      <label htmlFor={id}>{t('header.language')}</label>
      <select
        id={id}
        className={selectClassName}
        value={language}
        onChange={(event) => void chooseLanguage(event.target.value as Language)}
      >
        {supported.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(LANGUAGE_NAMES[code])}
          </option>
        ))}
      </select>
    </span>
  )
}
