import type {
  AdminSettings,
  SettingsUpdate,
  SettingsUpdateInput,
  TranslationSettingsInput,
} from '@shop/domain'
import type { SettingsFormValues } from './settings-form-values'

/** The form filled from GET /settings: the key fields start empty (the key itself is never read back). */
export function toFormValues(settings: AdminSettings): SettingsFormValues {
  return { ...settings, translation: { ...settings.translation, apiKey: '', clearApiKey: false } }
}

/**
 * The translation block as PUT /settings takes it: the switch and the model, the key only when one was typed and
 * the removal only when asked for. `hasApiKey` is an answer, never sent back.
 */
function translationPayload(translation: TranslationSettingsInput): TranslationSettingsInput {
  const apiKey = translation.apiKey?.trim()
  return {
    enabled: translation.enabled,
    model: translation.model,
    ...(apiKey ? { apiKey } : {}),
    ...(translation.clearApiKey ? { clearApiKey: true } : {}),
  }
}

/** The whole settings object PUT /settings takes, from the form's values as the shared schema parsed them. */
export function toSettingsPayload(update: SettingsUpdate): SettingsUpdateInput {
  return update.translation ? { ...update, translation: translationPayload(update.translation) } : update
}
