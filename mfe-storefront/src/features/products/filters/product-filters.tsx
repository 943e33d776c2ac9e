import type { ProductFacets } from '@shop/domain'
import { useT } from '@shop/i18n'
import { Button } from '@shop/ui'
import { type CategoryChoice, CategoryFilter } from './category-filter'
import type { FlagFilter } from './filter-state'
import styles from './filters.module.css'
import { FlagCheckbox } from './flag-checkbox'
import { PriceFilter } from './price-filter'

interface ProductFiltersProps {
  minPrice: number | undefined
  maxPrice: number | undefined
  inStock: boolean
  sale: boolean
  featured: boolean
  /** Absent while the categories load or when they fail: the other filters still work. */
  categories: CategoryChoice | undefined
  /** Absent while the counts load or when they fail: the options show without counts. */
  facets: ProductFacets | undefined
  canClear: boolean
  onPrice: (range: { minPrice?: string; maxPrice?: string }) => void
  onFlag: (key: FlagFilter, on: boolean) => void
  onClear: () => void
}

/** The filter groups, the same in the sidebar and in the phone's drawer; every change applies at once. */
export function ProductFilters(props: ProductFiltersProps) {
  const t = useT()
  const { facets } = props
  return (
    <div className={styles.filters}>
      {props.categories && <CategoryFilter {...props.categories} />}
      <PriceFilter
        // A new range from the URL (back, clear all) starts the inputs again from it.
        key={`${props.minPrice ?? ''}-${props.maxPrice ?? ''}`}
        minPrice={props.minPrice}
        maxPrice={props.maxPrice}
        onApply={props.onPrice}
      />
      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>{t('filters.availability')}</legend>
        <FlagCheckbox
          key={`stock-${props.inStock}`}
          label={t('filters.in_stock')}
          checked={props.inStock}
          count={facets?.inStock}
          countIsLowerBound={facets?.countsAreLowerBounds}
          onChange={(on) => props.onFlag('inStock', on)}
        />
        <FlagCheckbox
          key={`sale-${props.sale}`}
          label={t('filters.on_sale')}
          checked={props.sale}
          count={facets?.onSale}
          countIsLowerBound={facets?.countsAreLowerBounds}
          onChange={(on) => props.onFlag('sale', on)}
        />
        <FlagCheckbox
          key={`featured-${props.featured}`}
          label={t('filters.featured')}
          checked={props.featured}
          count={facets?.featured}
          countIsLowerBound={facets?.countsAreLowerBounds}
          onChange={(on) => props.onFlag('featured', on)}
        />
      </fieldset>
      {props.canClear && (
        <Button variant="ghost" size="small" onClick={props.onClear}>
          {t('filters.clear_all')}
        </Button>
      )}
    </div>
  )
}
