import { PRODUCT_STATUS_FILTERS, type ProductStatusFilter } from '@shop/domain'
import { useT } from '@shop/i18n'
import { Button, Field, fieldControlClass } from '@shop/ui'
import layout from '../../../components/form-layout.module.css'
import { Toolbar } from '../../../components/page-header'
import type { CategoryOption } from '../lib/category-options'
import type { ProductListParams } from '../lib/list-params'
import { CategorySelect } from './category-select'
import styles from './product-filters.module.css'

interface ProductFiltersProps {
  params: ProductListParams
  onChange: (change: Partial<ProductListParams>) => void
  categories: readonly CategoryOption[]
}

const STATUS_LABEL = {
  all: 'admin.products.status_all',
  active: 'admin.products.status_active',
  inactive: 'admin.products.status_inactive',
} as const satisfies Record<ProductStatusFilter, string>

/** Search (on submit), category, status and low stock; every choice goes into the address. */
export function ProductFilters({ params, onChange, categories }: ProductFiltersProps) {
  const t = useT()
  const filtered = Boolean(params.q || params.category || params.status !== 'all' || params.lowStock)
  return (
    <Toolbar label={t('admin.products.filters')}>
      <form
        className={styles.search}
        onSubmit={(event) => {
          event.preventDefault()
          const q = new FormData(event.currentTarget).get('q')
          onChange({ q: typeof q === 'string' ? q.trim() : '' })
        }}
      >
        <Field label={t('admin.products.search_label')}>
          {(control) => (
            <input
              {...control}
              key={params.q}
              name="q"
              type="search"
              defaultValue={params.q}
              placeholder={t('admin.products.search_placeholder')}
              className={fieldControlClass}
            />
          )}
        </Field>
        <Button type="submit" variant="secondary">
          {t('admin.common.search')}
        </Button>
      </form>
      <Field label={t('admin.products.category_filter')}>
        {(control) => (
          <CategorySelect
            control={control}
            options={categories}
            emptyLabel={t('admin.products.all_categories')}
            value={params.category}
            onChange={(event) => onChange({ category: event.target.value })}
          />
        )}
      </Field>
      <Field label={t('admin.products.status_filter')}>
        {(control) => (
          <select
            {...control}
            className={fieldControlClass}
            value={params.status}
            onChange={(event) => onChange({ status: event.target.value as ProductStatusFilter })}
          >
            {PRODUCT_STATUS_FILTERS.map((status) => (
              <option key={status} value={status}>
                {t(STATUS_LABEL[status])}
              </option>
            ))}
          </select>
        )}
      </Field>
      <label className={`${layout.checkRow} ${styles.lowStock}`}>
        <input
          type="checkbox"
          checked={params.lowStock}
          onChange={(event) => onChange({ lowStock: event.target.checked })}
        />
        {t('admin.products.low_stock_filter')}
      </label>
      {filtered && (
        <Button
          variant="ghost"
          className={styles.clear}
          onClick={() => onChange({ q: '', category: '', status: 'all', lowStock: false })}
        >
          {t('admin.products.clear_filters')}
        </Button>
      )}
    </Toolbar>
  )
}
