import { STOREFRONT_CURRENCIES, type StorefrontCurrency } from '@shop/domain'
import { useT } from '@shop/i18n'
import { currencyAtom } from '@shop/state'
import { LanguageSelect } from '@shop/ui'
import { useAtom } from 'jotai'
import { useId } from 'react'
import styles from './site-header.module.css'

/** Language (only the languages the site offers) and currency choice, both remembered in the browser. */
export function PreferenceSwitchers() {
  const t = useT()
  const [currency, setCurrency] = useAtom(currencyAtom)
  const currencyId = useId()
  return (
    <div className={styles.switchers}>
      <LanguageSelect className={styles.switcher} selectClassName={styles.select} />
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
