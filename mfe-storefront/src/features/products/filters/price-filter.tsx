import { isPriceRangeInOrder, type Language, productListParamReaders, readTypedAmount } from '@shop/domain'
import { useT } from '@shop/i18n'
import { languageAtom } from '@shop/state'
import { Button, fieldControlClass } from '@shop/ui'
import { useAtomValue } from 'jotai'
import { type FormEvent, useId, useState } from 'react'
import styles from './filters.module.css'

interface PriceFilterProps {
  minPrice: number | undefined
  maxPrice: number | undefined
  onApply: (range: { minPrice?: string; maxPrice?: string }) => void
}

const text = (value: number | undefined) => (value === undefined ? '' : String(value))

/** A typed bound as the list parameter: blank is none, null what is not an amount ('1.000' in Turkish is 1000). */
function paramOf(typed: string, language: Language): string | null {
  if (typed.trim() === '') return ''
  const amount = readTypedAmount(typed, language)
  return amount === null ? null : String(amount)
}

/** A bound: blank is no bound, else the number the list parameter reads, or null when the API would refuse it. */
function boundOf(text: string): number | undefined | null {
  return text === '' ? undefined : (productListParamReaders.minPrice(text) ?? null)
}

/**
 * Lower and upper price in lira, applied together with the button (typing does not reload the list). Checked with
 * the list parameters' own readers (the API's rule is built from them), so a range the API would refuse is
 * explained here instead.
 */
export function PriceFilter({ minPrice, maxPrice, onApply }: PriceFilterProps) {
  const t = useT()
  const id = useId()
  const language = useAtomValue(languageAtom)
  const [min, setMin] = useState(text(minPrice))
  const [max, setMax] = useState(text(maxPrice))
  const [error, setError] = useState<string | null>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const range = { minPrice: paramOf(min, language), maxPrice: paramOf(max, language) }
    const minBound = range.minPrice === null ? null : boundOf(range.minPrice)
    const maxBound = range.maxPrice === null ? null : boundOf(range.maxPrice)
    if (minBound === null || maxBound === null) {
      setError(t('product.price_filter_invalid'))
      return
    }
    if (!isPriceRangeInOrder({ minPrice: minBound, maxPrice: maxBound })) {
      setError(t('product.price_range_invalid'))
      return
    }
    setError(null)
    onApply({ minPrice: range.minPrice || undefined, maxPrice: range.maxPrice || undefined })
  }

  return (
    <form className={styles.group} aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      <p id={`${id}-title`} className={styles.groupTitle}>
        {t('filters.price')}
      </p>
      <div className={styles.priceRow}>
        <label className={styles.priceField}>
          <span className={styles.priceLabel}>{t('filters.min_price')}</span>
          <input
            className={fieldControlClass}
            name="minPrice"
            inputMode="decimal"
            autoComplete="off"
            value={min}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setMin(event.target.value)}
          />
        </label>
        <label className={styles.priceField}>
          <span className={styles.priceLabel}>{t('filters.max_price')}</span>
          <input
            className={fieldControlClass}
            name="maxPrice"
            inputMode="decimal"
            autoComplete="off"
            value={max}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setMax(event.target.value)}
          />
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
      <Button type="submit" variant="secondary" size="small">
        {t('filters.apply_price')}
      </Button>
    </form>
  )
}
