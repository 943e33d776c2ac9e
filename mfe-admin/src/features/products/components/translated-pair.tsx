import type { ProductInputDraft } from '@shop/domain'
import { useT } from '@shop/i18n'
import { Field, fieldControlClass } from '@shop/ui'
import { useFormContext, useWatch } from 'react-hook-form'
import layout from '../../../components/form-layout.module.css'
import { RetranslateRow } from '../../../components/retranslate-row'
import { useAutoTranslate } from '../../../hooks/use-auto-translate'
import { useTranslationOff } from '../../../hooks/use-translation-availability'
import { useFieldMessage } from '../hooks/use-field-message'
import styles from './product-form.module.css'

type TextGroup = 'name' | 'description'

const LABELS = {
  name: { tr: 'admin.products.name_tr', en: 'admin.products.name_en' },
  description: { tr: 'admin.products.description_tr', en: 'admin.products.description_en' },
} as const

/**
 * A Turkish text and its English counterpart: English is filled from the Turkish after a 600 ms pause while it is
 * empty or under 5 characters, and a button translates again on demand (overwriting what is there).
 */
export function TranslatedPair({ group }: { group: TextGroup }) {
  const t = useT()
  const translationOff = useTranslationOff()
  const fieldMessage = useFieldMessage()
  const { register, setValue, control, formState } = useFormContext<ProductInputDraft>()
  const source = useWatch({ control, name: `${group}.tr` })
  const target = useWatch({ control, name: `${group}.en` }) ?? ''
  const { translating, translateNow } = useAutoTranslate({
    source,
    target,
    context: 'product',
    type: group,
    enabled: !formState.isSubmitting && !formState.isSubmitSuccessful,
    onTranslated: (text) =>
      setValue(`${group}.en`, text, { shouldDirty: true, shouldValidate: formState.isSubmitted }),
  })
  const errors = formState.errors[group]
  const multiline = group === 'description'
  const englishLabel = t(LABELS[group].en)
  return (
    <div className={layout.pair}>
      <Field label={t(LABELS[group].tr)} required error={fieldMessage(errors?.tr?.message, [group, 'tr'])}>
        {(field) =>
          multiline ? (
            <textarea {...field} {...register(`${group}.tr`)} className={fieldControlClass} rows={5} />
          ) : (
            <input {...field} {...register(`${group}.tr`)} className={fieldControlClass} lang="tr" />
          )
        }
      </Field>
      <div className={styles.english}>
        <Field
          label={englishLabel}
          hint={translationOff ? undefined : t('admin.products.english_hint')}
          error={fieldMessage(errors?.en?.message, [group, 'en'])}
        >
          {(field) =>
            multiline ? (
              <textarea
                {...field}
                {...register(`${group}.en`)}
                className={fieldControlClass}
                rows={5}
                lang="en"
                aria-busy={translating || undefined}
              />
            ) : (
              <input
                {...field}
                {...register(`${group}.en`)}
                className={fieldControlClass}
                lang="en"
                aria-busy={translating || undefined}
              />
            )
          }
        </Field>
        <RetranslateRow
          label={t('admin.products.retranslate_label', { field: englishLabel })}
          text={t('admin.products.retranslate')}
          busyText={t('admin.products.translating')}
          translating={translating}
          disabled={!source.trim()}
          onTranslate={translateNow}
        />
      </div>
    </div>
  )
}
