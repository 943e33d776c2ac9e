import { resolveMediaUrl, thumbnailUrl } from '@shop/domain'
import { useT } from '@shop/i18n'
import { PriceTag, useDisplayCurrency, VisuallyHidden } from '@shop/ui'
import { type ReactNode, useId } from 'react'
import type { SuggestionOption } from '../lib/suggestion-options'
import styles from './search-combobox.module.css'

interface SuggestionListProps {
  id: string
  options: readonly SuggestionOption[]
  active: number
  optionId: (index: number) => string
  onChoose: (option: SuggestionOption) => void
}

/**
 * The listbox of a search combobox: a group of products (picture, name, price in the visitor's currency), a group of
 * categories, and the full results last. Options are not focusable: focus stays in the input, which names the
 * highlighted one through aria-activedescendant. A press keeps focus there too, then opens the option.
 */
export function SuggestionList({ id, options, active, optionId, onChoose }: SuggestionListProps) {
  const t = useT()
  const display = useDisplayCurrency()
  const productsLabel = useId()
  const categoriesLabel = useId()

  const option = (index: number, content: ReactNode, className = '') => {
    const entry = options[index]
    if (!entry) return null
    return (
      // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: a combobox's options are never focused; the input keeps focus and handles the keys (WAI-ARIA combobox pattern)
      <div
        key={entry.key}
        id={optionId(index)}
        role="option"
        aria-selected={index === active}
        className={[styles.option, className].filter(Boolean).join(' ')}
        data-testid={`suggestion-${entry.kind}`}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => onChoose(entry)}
      >
        {content}
      </div>
    )
  }

  const indexed = options.map((entry, index) => ({ entry, index }))
  const products = indexed.filter(({ entry }) => entry.kind === 'product')
  const categories = indexed.filter(({ entry }) => entry.kind === 'category')
  const all = indexed.find(({ entry }) => entry.kind === 'all')

  return (
    <div id={id} role="listbox" aria-label={t('search.suggestions')} className={styles.listbox}>
      {products.length > 0 && (
        // biome-ignore lint/a11y/useSemanticElements: an ARIA group inside a listbox; a fieldset would be a form group
        <div role="group" aria-labelledby={productsLabel}>
          <div id={productsLabel} className={styles.groupLabel}>
            {t('search.products_group')}
          </div>
          {products.map(({ entry, index }) => {
            if (entry.kind !== 'product') return null
            const image = thumbnailUrl(resolveMediaUrl(entry.product.image))
            return option(
              index,
              <>
                <span className={styles.thumb} aria-hidden="true">
                  {image && <img src={image} alt="" width={48} height={48} loading="lazy" decoding="async" />}
                </span>
                <span className={styles.productText}>
                  <span className={styles.name}>{entry.label}</span>
                  <PriceTag
                    price={entry.product.price}
                    discountPrice={entry.product.discountPrice}
                    display={display}
                  />
                </span>
              </>,
              styles.productOption,
            )
          })}
        </div>
      )}
      {categories.length > 0 && (
        // biome-ignore lint/a11y/useSemanticElements: an ARIA group inside a listbox; a fieldset would be a form group
        <div role="group" aria-labelledby={categoriesLabel}>
          <div id={categoriesLabel} className={styles.groupLabel}>
            {t('search.categories_group')}
          </div>
          {categories.map(({ entry, index }) =>
            option(
              index,
              <>
                <VisuallyHidden>{t('search.category_prefix')}</VisuallyHidden>
                {entry.label}
              </>,
            ),
          )}
        </div>
      )}
      {all && option(all.index, all.entry.label, styles.allOption)}
    </div>
  )
}
