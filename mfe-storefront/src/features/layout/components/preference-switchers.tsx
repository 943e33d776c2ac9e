import {
  DEFAULT_SUPPORTED_LANGUAGES,
  type Language,
  STOREFRONT_CURRENCIES,
  type StorefrontCurrency,
} from '@shop/domain'
import { useT } from '@shop/i18n'
import { currencyAtom, languageAtom } from '@shop/state'
import { useAtom } from 'jotai'
import { useId } from 'react'
import styles from './site-header.module.css'

/** Language and currency choice, both remembered in the browser. */
export function PreferenceSwitchers() {
  const t = useT()
  const [language, setLanguage] = useAtom(languageAtom)
  const [currency, setCurrency] = useAtom(currencyAtom)
  const languageId = useId()
  const currencyId = useId()
  return (
    <div className={styles.switchers}>
      <span className={styles.switcher}>
        <label htmlFor={languageId}>{t('header.language')}</label>
        <select
          id={languageId}
          className={styles.select}
          value={language}
          onChange={(event) => setLanguage(event.target.value as Language)}
        >
          {DEFAULT_SUPPORTED_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {code === 'en' ? t('language.en') : t('language.tr')}
            </option>
          ))}
        </select>
      </span>
      <span className={styles.switcher}>
        <label htmlFor={currencyId}>{t('header.currency')}</label>
        <select
          id={currencyId}
          className={styles.select}
          value={currency}
          onChange={(event) => setCurrency(event.target.value as StorefrontCurrency)}
        >
          {STOREFRONT_CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </span>
    </div>
  )
}
