import type { LocalizedText, TranslateRequest } from '@shop/domain'
import { useT } from '@shop/i18n'
import { Field, fieldControlClass } from '@shop/ui'
import { type FieldPath, type FieldPathByValue, useFormContext, useWatch } from 'react-hook-form'
import layout from '../../../components/form-layout.module.css'
import { RetranslateRow } from '../../../components/retranslate-row'
import { useAutoTranslate } from '../../../hooks/use-auto-translate'
import { useSettingsErrorText } from '../hooks/use-settings-error-text'
import type { SettingsFormValues } from '../lib/settings-form-values'
import styles from './localized-field.module.css'

/** A settings path holding one text per language (`siteName`, `contactInfo.address`, `seo.metaTitle`, …). */
export type LocalizedPath = FieldPathByValue<SettingsFormValues, LocalizedText>

/** The languages the settings screen edits texts in: Turkish, and English beside it. */
const EDITED_LANGUAGES = ['tr', 'en'] as const
type EditedLanguage = (typeof EDITED_LANGUAGES)[number]

const LANGUAGE_NAME = {
  tr: 'admin.settings_cards.language_name_tr',
  en: 'admin.settings_cards.language_name_en',
} as const satisfies Record<EditedLanguage, string>

interface LocalizedFieldProps {
  name: LocalizedPath
  /** The field's name without the language ('Site adı'); each input reads 'Site adı (Türkçe)'. */
  label: string
  multiline?: boolean
  /** The Turkish text must be filled (as the shared schema requires: admin.md §5's required fields). */
  required?: boolean
  hint?: string
  /** Shows a live 'n / max karakter' count under each input (SEO title 60, description 160). */
  countTo?: number
  /**
   * Fills English from Turkish after the 600 ms pause while English is missing, with a button that translates
   * again on demand (admin.md §4). Left out: both texts are typed by hand.
   */
  translate?: Pick<Required<TranslateRequest>, 'context' | 'type'>
}

/**
 * A text per language of the settings form (Turkish and English side by side, one under the other on a phone),
 * registered at `name.tr` and `name.en` of the page's form, with the schema's or the server's error on each.
 */
export function LocalizedField({
  name,
  label,
  multiline = false,
  required = false,
  hint,
  countTo,
  translate,
}: LocalizedFieldProps) {
  const t = useT()
  const { control, setValue, formState } = useFormContext<SettingsFormValues>()
  const pathOf = (language: EditedLanguage) => `${name}.${language}` as FieldPath<SettingsFormValues>
  const source = (useWatch({ control, name: pathOf('tr') }) as string | undefined) ?? ''
  const target = (useWatch({ control, name: pathOf('en') }) as string | undefined) ?? ''
  const englishLabel = t('admin.settings_cards.in_language', {
    field: label,
    language: t(LANGUAGE_NAME.en),
  })
  const { translating, translateNow } = useAutoTranslate({
    source,
    target,
    context: translate?.context ?? 'general',
    type: translate?.type ?? 'name',
    enabled: Boolean(translate),
    onTranslated: (text) =>
      setValue(pathOf('en'), text, { shouldDirty: true, shouldValidate: formState.isSubmitted }),
  })
  return (
    <div className={layout.pair}>
      {EDITED_LANGUAGES.map((language) => (
        <div key={language} className={styles.language}>
          <LanguageInput
            path={pathOf(language)}
            language={language}
            label={t('admin.settings_cards.in_language', {
              field: label,
              language: t(LANGUAGE_NAME[language]),
            })}
            value={language === 'tr' ? source : target}
            multiline={multiline}
            required={required && language === 'tr'}
            hint={hint}
            countTo={countTo}
            busy={language === 'en' && translating}
          />
          {translate && language === 'en' && (
            <RetranslateRow
              label={t('admin.settings_screen.retranslate_label', { field: englishLabel })}
              text={t('admin.settings_screen.retranslate')}
              busyText={t('admin.settings_screen.translating')}
              translating={translating}
              disabled={!source.trim()}
              onTranslate={translateNow}
            />
          )}
        </div>
      ))}
    </div>
  )
}

interface LanguageInputProps {
  path: FieldPath<SettingsFormValues>
  language: EditedLanguage
  label: string
  value: string
  multiline: boolean
  required: boolean
  hint: string | undefined
  countTo: number | undefined
  busy: boolean
}

function LanguageInput({
  path,
  language,
  label,
  value,
  multiline,
  required,
  hint,
  countTo,
  busy,
}: LanguageInputProps) {
  const t = useT()
  const errorText = useSettingsErrorText()
  const { register, getFieldState, formState } = useFormContext<SettingsFormValues>()
  const count =
    countTo === undefined
      ? undefined
      : t('admin.settings_cards.counter', { count: value.length, max: countTo })
  const fieldHint = [hint, count].filter(Boolean).join(' · ') || undefined
  const attributes = {
    ...register(path),
    lang: language,
    'aria-busy': busy || undefined,
    className: fieldControlClass,
  }
  return (
    <Field
      label={label}
      hint={fieldHint}
      required={required}
      error={errorText(getFieldState(path, formState).error)}
    >
      {(control) =>
        multiline ? (
          <textarea {...control} {...attributes} rows={3} />
        ) : (
          <input {...control} {...attributes} />
        )
      }
    </Field>
  )
}
