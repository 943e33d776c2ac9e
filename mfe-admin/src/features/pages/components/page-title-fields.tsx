import { useT } from '@shop/i18n'
import { TextField } from '@shop/ui'
import { useRef } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import layout from '../../../components/form-layout.module.css'
import { RetranslateRow } from '../../../components/retranslate-row'
import { useAutoTranslate } from '../../../hooks/use-auto-translate'
import { useTranslationOff } from '../../../hooks/use-translation-availability'
import { useErrorText } from '../hooks/use-error-text'
import { type PageFormValues, slugFromTitle } from '../lib/page-form'
import styles from './pages.module.css'

/**
 * The Turkish title, the slug filled from it while the slug is untouched or emptied (admin.md §5), and the English
 * title translated from the Turkish after a pause while it is missing, with a button to translate again.
 */
export function PageTitleFields() {
  const t = useT()
  const translationOff = useTranslationOff()
  const errorText = useErrorText()
  const { register, setValue, control, formState, getValues } = useFormContext<PageFormValues>()
  const errors = formState.errors
  // An existing page keeps its address when its title changes; a new one follows the title until the slug is typed.
  const slugTouched = useRef(getValues('slug') !== '')
  const titleTr = useWatch({ control, name: 'title.tr' })
  const titleEn = useWatch({ control, name: 'title.en' })
  const slug = useWatch({ control, name: 'slug' })
  const translation = useAutoTranslate({
    source: titleTr,
    target: titleEn,
    context: 'general',
    type: 'name',
    onTranslated: (text) =>
      setValue('title.en', text, { shouldDirty: true, shouldValidate: formState.isSubmitted }),
  })
  const englishLabel = t('admin.pages.field_title_en')
  const titleField = register('title.tr', {
    onChange: (event: { target: { value: string } }) => {
      if (!slugTouched.current) setValue('slug', slugFromTitle(event.target.value), { shouldDirty: true })
    },
  })
  const slugField = register('slug', {
    onChange: (event: { target: { value: string } }) => {
      slugTouched.current = event.target.value.trim() !== ''
    },
  })

  return (
    <div className={layout.pair}>
      <div className={styles.stack}>
        <TextField
          label={t('admin.pages.field_title_tr')}
          lang="tr"
          autoComplete="off"
          required
          error={errorText(errors.title?.tr)}
          {...titleField}
        />
        <TextField
          label={t('admin.pages.field_slug')}
          autoComplete="off"
          spellCheck={false}
          required
          hint={
            slug.trim() ? t('admin.pages.slug_hint', { slug: slug.trim() }) : t('admin.pages.slug_hint_empty')
          }
          error={errorText(errors.slug)}
          {...slugField}
        />
      </div>
      <div className={styles.stack}>
        <TextField
          label={englishLabel}
          lang="en"
          autoComplete="off"
          hint={translationOff ? undefined : t('admin.pages.english_hint')}
          aria-busy={translation.translating || undefined}
          error={errorText(errors.title?.en)}
          {...register('title.en')}
        />
        <RetranslateRow
          label={t('admin.pages.retranslate_label', { field: englishLabel })}
          text={t('admin.pages.retranslate')}
          busyText={t('admin.pages.translating')}
          translating={translation.translating}
          disabled={!titleTr.trim()}
          onTranslate={translation.translateNow}
        />
      </div>
    </div>
  )
}
