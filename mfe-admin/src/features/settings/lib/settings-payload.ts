import type {
  AdminSettings,
  LocalizedText,
  SettingsUpdate,
  SettingsUpdateInput,
  TranslationSettingsInput,
} from '@shop/domain'
import type { SettingsFormValues } from './settings-form-values'

/**
 * A stored text with the two edited languages present: a language never filled is stored without a key, and its
 * input would otherwise count as changed ('' against undefined) the first time the form compares.
 */
const edited = (text: LocalizedText): LocalizedText => ({ ...text, tr: text.tr ?? '', en: text.en ?? '' })

/** The form filled from GET /settings: every per-language text with both inputs' values, the key fields empty. */
export function toFormValues(settings: AdminSettings): SettingsFormValues {
  const { contactInfo, whatsapp, seo, maintenance } = settings
  return {
    ...settings,
    siteName: edited(settings.siteName),
    siteDescription: edited(settings.siteDescription),
    contactInfo: {
      ...contactInfo,
      address: edited(contactInfo.address),
      workingHours: edited(contactInfo.workingHours),
    },
    whatsapp: { ...whatsapp, message: edited(whatsapp.message) },
    seo: {
      ...seo,
      metaTitle: edited(seo.metaTitle),
      metaDescription: edited(seo.metaDescription),
      metaKeywords: edited(seo.metaKeywords),
    },
    maintenance: { ...maintenance, message: edited(maintenance.message) },
    translation: { ...settings.translation, apiKey: '', clearApiKey: false },
  }
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
