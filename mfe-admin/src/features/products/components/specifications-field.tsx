import type { ProductInputDraft } from '@shop/domain'
import { useT } from '@shop/i18n'
import { Button, TextField } from '@shop/ui'
import { useFieldArray, useFormContext } from 'react-hook-form'
import layout from '../../../components/form-layout.module.css'
import { useFieldMessage } from '../hooks/use-field-message'
import { EMPTY_SPECIFICATION } from '../lib/product-form-values'
import styles from './product-form.module.css'

/** Rows of name and value, Turkish required and English optional; rows are added and removed freely. */
export function SpecificationsField() {
  const t = useT()
  const fieldMessage = useFieldMessage()
  const { control, register, formState } = useFormContext<ProductInputDraft>()
  const { fields, append, remove } = useFieldArray({ control, name: 'specifications' })
  return (
    <div className={styles.specs}>
      {fields.length === 0 && <p className={layout.note}>{t('admin.products.specs_empty')}</p>}
      {fields.map((row, index) => {
        const errors = formState.errors.specifications?.[index]
        const n = index + 1
        return (
          <fieldset key={row.id} className={styles.spec}>
            <legend className={styles.legend}>{t('admin.products.spec_row', { n })}</legend>
            <div className={styles.specGrid}>
              <TextField
                label={t('admin.products.spec_key_tr')}
                error={fieldMessage(errors?.key?.tr?.message, ['specifications', index, 'key', 'tr'])}
                {...register(`specifications.${index}.key.tr`)}
              />
              <TextField
                label={t('admin.products.spec_value_tr')}
                error={fieldMessage(errors?.value?.tr?.message, ['specifications', index, 'value', 'tr'])}
                {...register(`specifications.${index}.value.tr`)}
              />
              <TextField
                label={t('admin.products.spec_key_en')}
                lang="en"
                {...register(`specifications.${index}.key.en`)}
              />
              <TextField
                label={t('admin.products.spec_value_en')}
                lang="en"
                {...register(`specifications.${index}.value.en`)}
              />
            </div>
            <Button variant="ghost" className={styles.remove} onClick={() => remove(index)}>
              {t('admin.products.spec_remove', { n })}
            </Button>
          </fieldset>
        )
      })}
      <div>
        <Button variant="secondary" onClick={() => append(EMPTY_SPECIFICATION)}>
          {t('admin.products.spec_add')}
        </Button>
      </div>
    </div>
  )
}
