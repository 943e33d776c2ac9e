import { useT } from '@shop/i18n'
import { Button, Field, fieldControlClass } from '@shop/ui'
import type { UseFormRegisterReturn } from 'react-hook-form'
import layout from '../../../components/form-layout.module.css'
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
  return (
    <div className={styles.english}>
      <Field label={label} error={error} hint={t('admin.categories.form_english_hint')}>
        {(control) =>
          multiline ? (
            <textarea {...registration} {...control} lang="en" rows={4} className={fieldControlClass} />
          ) : (
            <input {...registration} {...control} lang="en" className={fieldControlClass} />
          )
        }
      </Field>
      <div className={layout.translateRow}>
        <Button
          variant="secondary"
          onClick={onRetranslate}
          loading={translating}
          disabled={!canTranslate}
          aria-label={retranslateLabel}
        >
          {t('admin.categories.form_retranslate')}
        </Button>
        <output className={layout.note} aria-live="polite">
          {translating ? t('admin.categories.form_translating') : ''}
        </output>
      </div>
    </div>
  )
}
