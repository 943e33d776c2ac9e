import {
  DEFAULT_SUPPORTED_LANGUAGES,
  type Language,
  STOREFRONT_CURRENCIES,
  type StorefrontCurrency,
} from '@shop/domain'
import { useT } from '@shop/i18n'
import { currencyAtom, languageAtom } from '@shop/state'
import { Field } from '@shop/ui'
import { useAtom } from 'jotai'
import styles from './site-header.module.css'

/** Language and currency choice, both remembered in the browser. */
export function PreferenceSwitchers() {
  const t = useT()
  const [language, setLanguage] = useAtom(languageAtom)
  const [currency, setCurrency] = useAtom(currencyAtom)
  return (
    <div className={styles.switchers}>
      <Field label={t('header.language')}>
        {(control) => (
          <select
            {...control}
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
        )}
      </Field>
      <Field label={t('header.currency')}>
        {(control) => (
          <select
            {...control}
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
        )}
      </Field>
    </div>
  )
}
