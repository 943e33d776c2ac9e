import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@shop/domain'
import { useT } from '@shop/i18n'
import { Field, fieldControlClass } from '@shop/ui'
import { useId, useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import layout from '../../../../components/form-layout.module.css'
import { useSettingsErrorText } from '../../hooks/use-settings-error-text'
import type { SettingsFormValues } from '../../lib/settings-form-values'
import { SettingsCard } from '../settings-card'
import styles from './card-fields.module.css'

/**
 * The offered languages and the default one (admin.md §2 "Language"), saved with the page's Save. The domain's rule
 * (`languageRules`): Turkish is always offered, so its box is checked and locked, and the default is one of the
 * offered languages, so the select lists only those; taking away the default language makes Turkish the default.
 */
export function LanguageCard() {
  const t = useT()
  const errorText = useSettingsErrorText()
  const lockedNoteId = useId()
  const { register, control, getValues, setValue, formState } = useFormContext<SettingsFormValues>()
  const supported = useWatch({ control, name: 'languages.supported' })
  const [movedFrom, setMovedFrom] = useState<Language | null>(null)
  const nameOf = (language: Language) => t(`admin.settings_cards.language_name_${language}`)

  const toggle = (language: Language, offered: boolean) => {
    const current = getValues('languages.supported')
    const next = LANGUAGES.filter(
      (each) => each === FALLBACK_LANGUAGE || (each === language ? offered : current.includes(each)),
    )
    const validate = formState.isSubmitted
    setValue('languages.supported', next, { shouldDirty: true, shouldValidate: validate })
    const losesDefault = !offered && getValues('languages.default') === language
    if (losesDefault) {
      setValue('languages.default', FALLBACK_LANGUAGE, { shouldDirty: true, shouldValidate: validate })
    }
    setMovedFrom(losesDefault ? language : null)
  }

  const errors = formState.errors.languages
  return (
    <SettingsCard
      title={t('admin.settings_cards.language_title')}
      description={t('admin.settings_cards.language_description')}
    >
      <fieldset className={styles.checkList} aria-describedby={lockedNoteId}>
        <legend>{t('admin.settings_cards.supported_languages')}</legend>
        {LANGUAGES.map((language) => (
          <label key={language} className={layout.checkRow}>
            <input
              type="checkbox"
              checked={language === FALLBACK_LANGUAGE || supported.includes(language)}
              disabled={language === FALLBACK_LANGUAGE}
              onChange={(event) => toggle(language, event.target.checked)}
            />
            {nameOf(language)}
          </label>
        ))}
      </fieldset>
      <p id={lockedNoteId} className={layout.note}>
        {t('admin.settings_cards.turkish_locked')}
      </p>
      {errors?.supported && (
        <p className={styles.error} role="alert">
          {errorText(errors.supported)}
        </p>
      )}
      <Field
        label={t('admin.settings_cards.default_language')}
        hint={t('admin.settings_cards.default_language_hint')}
        error={errorText(errors?.default)}
      >
        {(controlProps) => (
          <select
            {...controlProps}
            className={fieldControlClass}
            defaultValue={getValues('languages.default')}
            {...register('languages.default')}
          >
            {LANGUAGES.filter((language) => supported.includes(language)).map((language) => (
              <option key={language} value={language}>
                {nameOf(language)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <output className={layout.note}>
        {movedFrom && t('admin.settings_cards.default_moved', { language: nameOf(movedFrom) })}
      </output>
    </SettingsCard>
  )
}
