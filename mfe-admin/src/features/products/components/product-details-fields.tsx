import { filterDecimalInput, filterDigitsInput, type ProductInputDraft } from '@shop/domain'
import { useT } from '@shop/i18n'
import { Field, TextField } from '@shop/ui'
import { type FieldPath, useFormContext } from 'react-hook-form'
import layout from '../../../components/form-layout.module.css'
import { filteredChange } from '../../../lib/filtered-change'
import { useFieldMessage } from '../hooks/use-field-message'
import type { CategoryOption } from '../lib/category-options'
import { CategorySelect } from './category-select'
import styles from './product-form.module.css'

/** Category, price, discounted price, stock and the active/featured flags. */
export function ProductDetailsFields({ categories }: { categories: readonly CategoryOption[] }) {
  const t = useT()
  const fieldMessage = useFieldMessage()
  const { register, formState } = useFormContext<ProductInputDraft>()
  const errors = formState.errors
  const numberField = (name: FieldPath<ProductInputDraft>, filter: (text: string) => string) => {
    const field = register(name)
    return { ...field, onChange: filteredChange(filter, field.onChange) }
  }
  return (
    <div className={styles.grid}>
      <Field
        label={t('admin.products.category')}
        required
        error={fieldMessage(errors.category?.message, ['category'])}
      >
        {(control) => (
          <CategorySelect
            control={control}
            options={categories}
            emptyLabel={t('admin.products.category_placeholder')}
            {...register('category')}
          />
        )}
      </Field>
      <TextField
        label={t('admin.products.price')}
        required
        inputMode="decimal"
        autoComplete="off"
        error={fieldMessage(errors.price?.message, ['price'])}
        {...numberField('price', filterDecimalInput)}
      />
      <TextField
        label={t('admin.products.discount_price')}
        hint={t('admin.products.discount_hint')}
        inputMode="decimal"
        autoComplete="off"
        error={fieldMessage(errors.discountPrice?.message, ['discountPrice'])}
        {...numberField('discountPrice', filterDecimalInput)}
      />
      <TextField
        label={t('admin.products.stock')}
        inputMode="numeric"
        autoComplete="off"
        error={fieldMessage(errors.stock?.message, ['stock'])}
        {...numberField('stock', filterDigitsInput)}
      />
      <label className={layout.checkRow}>
        <input type="checkbox" {...register('isActive')} />
        {t('admin.products.is_active')}
      </label>
      <label className={layout.checkRow}>
        <input type="checkbox" {...register('isFeatured')} />
        {t('admin.products.is_featured')}
      </label>
    </div>
  )
}
