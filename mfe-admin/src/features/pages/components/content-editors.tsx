import { MAX_TRANSLATION_TEXT } from '@shop/domain'
import { useT } from '@shop/i18n'
import { Spinner } from '@shop/ui'
import { lazy, type ReactNode, Suspense, useId } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import layout from '../../../components/form-layout.module.css'
import { RetranslateRow } from '../../../components/retranslate-row'
import { useAutoTranslate } from '../../../hooks/use-auto-translate'
import { useTranslationOff } from '../../../hooks/use-translation-availability'
import { useErrorText } from '../hooks/use-error-text'
import { htmlText, type PageFormValues } from '../lib/page-form'
import styles from './pages.module.css'

// Tiptap and ProseMirror load only when a page form opens.
const RichTextEditor = lazy(() => import(/* webpackChunkName: "rich-text-editor" */ './rich-text-editor'))

type Language = 'tr' | 'en'

/**
 * The Turkish and the English content, one editor each, stacked. The English is translated from the Turkish HTML
 * (tags kept) after a pause while it has no words of its own, and again on demand; a text too long for the
 * translation call is left to the admin.
 */
export function ContentEditors() {
  const t = useT()
  const translationOff = useTranslationOff()
  const { control, setValue } = useFormContext<PageFormValues>()
  const turkish = useWatch({ control, name: 'content.tr' })
  const english = useWatch({ control, name: 'content.en' })
  const translatable = turkish.length <= MAX_TRANSLATION_TEXT
  const translation = useAutoTranslate({
    source: turkish,
    target: htmlText(english),
    context: 'general',
    type: 'description',
    enabled: translatable,
    onTranslated: (html) => setValue('content.en', html, { shouldDirty: true }),
  })
  const englishLabel = t('admin.pages.content_en')
  return (
    <>
      <ContentEditor language="tr" label={t('admin.pages.content_tr')} />
      <ContentEditor
        language="en"
        label={englishLabel}
        hint={
          translationOff
            ? undefined
            : translatable
              ? t('admin.pages.english_hint')
              : t('admin.pages.too_long_to_translate')
        }
        busy={translation.translating}
      >
        <RetranslateRow
          label={t('admin.pages.retranslate_label', { field: englishLabel })}
          text={t('admin.pages.retranslate')}
          busyText={t('admin.pages.translating')}
          translating={translation.translating}
          disabled={!htmlText(turkish) || !translatable}
          onTranslate={translation.translateNow}
        />
      </ContentEditor>
    </>
  )
}

interface ContentEditorProps {
  language: Language
  label: string
  hint?: string
  busy?: boolean
  children?: ReactNode
}

function ContentEditor({ language, label, hint, busy = false, children }: ContentEditorProps) {
  const t = useT()
  const errorText = useErrorText()
  const id = useId()
  const { control, setValue, formState } = useFormContext<PageFormValues>()
  const value = useWatch({ control, name: `content.${language}` })
  const error = errorText(formState.errors.content?.[language])
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  return (
    <div className={styles.contentField} aria-busy={busy || undefined}>
      <div id={`${id}-label`} className={styles.fieldLabel}>
        {label}
      </div>
      <Suspense fallback={<Spinner label={t('admin.pages.editor_loading')} />}>
        <RichTextEditor
          value={value}
          onChange={(html) => setValue(`content.${language}`, html, { shouldDirty: true })}
          labelledBy={`${id}-label`}
          describedBy={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          invalid={Boolean(error)}
          lang={language}
          toolbarLabel={t('admin.pages.toolbar', { field: label })}
        />
      </Suspense>
      {hint && (
        <p id={hintId} className={layout.note}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
      {children}
    </div>
  )
}
