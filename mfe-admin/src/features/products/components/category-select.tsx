import { useT } from '@shop/i18n'
import { type FieldControlProps, fieldControlClass } from '@shop/ui'
import type { Ref, SelectHTMLAttributes } from 'react'
import { type CategoryOption, indentedName } from '../lib/category-options'

interface CategorySelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  control: FieldControlProps
  options: readonly CategoryOption[]
  /** The first option's text (all categories, or "choose a category"), its value empty. */
  emptyLabel: string
  ref?: Ref<HTMLSelectElement>
}

/** The category tree in one select, subcategories indented under their parents, inactive ones marked. */
export function CategorySelect({ control, options, emptyLabel, ref, ...select }: CategorySelectProps) {
  const t = useT()
  return (
    <select ref={ref} {...select} {...control} className={fieldControlClass}>
      <option value="">{emptyLabel}</option>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {indentedName({
            ...option,
            name: option.isActive
              ? option.name
              : t('admin.products.category_inactive', { name: option.name }),
          })}
        </option>
      ))}
    </select>
  )
}
