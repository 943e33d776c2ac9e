import { TRANSLATION_MODELS } from '@shop/domain'
import { useT } from '@shop/i18n'
import { Field, fieldControlClass } from '@shop/ui'
import { useFormContext } from 'react-hook-form'
import layout from '../../../../components/form-layout.module.css'
import { useSettingsErrorText } from '../../hooks/use-settings-error-text'
import type { SettingsFormValues } from '../../lib/settings-form-values'
import { SettingsCard } from '../settings-card'
import { TranslationHealth } from './translation-health'
import { TranslationKeyField } from './translation-key-field'

/** The model the service uses when none is chosen (the domain's default, first of the list). */
const DEFAULT_MODEL = TRANSLATION_MODELS[0]

/**
 * The translation service (admin.md §2): its health with a refresh, then the enable flag, the model and the
 * write-only key, saved with the page's Save.
 */
export function TranslationCard() {
  const t = useT()
  const errorText = useSettingsErrorText()
  const { register, getValues, formState } = useFormContext<SettingsFormValues>()
  return (
    <SettingsCard
      title={t('admin.settings_cards.translation_title')}
      description={t('admin.settings_cards.translation_description')}
    >
      <TranslationHealth />
      <label className={layout.checkRow}>
        <input type="checkbox" {...register('translation.enabled')} />
        {t('admin.settings_cards.translation_enabled')}
      </label>
      <Field
        label={t('admin.settings_cards.translation_model')}
        error={errorText(formState.errors.translation?.model)}
      >
        {(control) => (
          <select
            {...control}
            className={fieldControlClass}
            defaultValue={getValues('translation.model')}
            {...register('translation.model')}
          >
            {TRANSLATION_MODELS.map((model) => (
              <option key={model} value={model}>
                {model === DEFAULT_MODEL
                  ? t('admin.settings_cards.translation_model_default', { model })
                  : model}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TranslationKeyField />
    </SettingsCard>
  )
}
