import { useT } from '@shop/i18n'
import { Field, fieldControlClass } from '@shop/ui'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { RetranslateRow } from '../../../components/retranslate-row'
import { useTranslationOff } from '../../../hooks/use-translation-availability'
import styles from './category-form.module.css'

interface EnglishFieldProps {
  label: string
  registration: UseFormRegisterReturn
  error?: string
  multiline?: boolean
  translating: boolean
  retranslateLabel: string
  onRetranslate: () => void
  /** No Turkish text yet: nothing to translate. */
  canTranslate: boolean
}

/** An English text filled from the Turkish one by the translation call, with a button to translate again. */
export function EnglishField({
  label,
  registration,
  error,
  multiline = false,
  translating,
  retranslateLabel,
  onRetranslate,
  canTranslate,
}: EnglishFieldProps) {
  const t = useT()
  const translationOff = useTranslationOff()
  return (
    <div className={styles.english}>
      <Field
        label={label}
        error={error}
        hint={translationOff ? undefined : t('admin.categories.form_english_hint')}
      >
        {(control) =>
          multiline ? (
            <textarea {...registration} {...control} lang="en" rows={4} className={fieldControlClass} />
          ) : (
            <input {...registration} {...control} lang="en" className={fieldControlClass} />
          )
        }
      </Field>
      <RetranslateRow
        label={retranslateLabel}
        text={t('admin.categories.form_retranslate')}
        busyText={t('admin.categories.form_translating')}
        translating={translating}
        disabled={!canTranslate}
        onTranslate={onRetranslate}
      />
    </div>
  )
}
