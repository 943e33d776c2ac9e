import { z } from 'zod'
import { type Settings, TRANSLATION_MODELS } from '../settings'

/**
 * The translation block as an admin writes it. The key is write-only: an empty or missing `apiKey` keeps the stored
 * one, `clearApiKey: true` removes it.
 */
export const translationSettingsInputSchema = z.object({
  enabled: z.boolean().default(false),
  model: z.enum(TRANSLATION_MODELS).default('gemini-2.5-flash'),
  apiKey: z.string().trim().max(512, 'validation.too_long').optional(),
  clearApiKey: z.boolean().optional(),
})
export type TranslationSettingsInput = z.output<typeof translationSettingsInputSchema>

/** The translation block as GET /settings answers it: whether a key is set, never the key. */
export interface AdminTranslationSettings {
  enabled: boolean
  model: Settings['translation']['model']
  hasApiKey: boolean
}

/** GET /settings: the whole settings, the translation key replaced by `hasApiKey`. */
export type AdminSettings = Omit<Settings, 'translation'> & { translation: AdminTranslationSettings }

export function toAdminSettings(settings: Settings): AdminSettings {
  const { apiKey, ...translation } = settings.translation
  return { ...settings, translation: { ...translation, hasApiKey: apiKey.trim() !== '' } }
}

/** The stored translation block after an admin's write: the key kept, replaced or removed. */
export function mergeTranslation(
  stored: Settings['translation'],
  input: TranslationSettingsInput,
): Settings['translation'] {
  const apiKey = input.clearApiKey ? '' : input.apiKey || stored.apiKey
  return { enabled: input.enabled, model: input.model, apiKey }
}
