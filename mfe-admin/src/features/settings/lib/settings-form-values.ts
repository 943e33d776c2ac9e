import type { AdminSettings, AdminTranslationSettings, TranslationSettingsInput } from '@shop/domain'

/**
 * The settings screen's form: the whole settings document as GET /settings answers it, with the translation block
 * also carrying the write-only key fields (`apiKey` typed by the admin, `clearApiKey` to remove the stored one).
 * Every card reads and writes its group through react-hook-form's `useFormContext<SettingsFormValues>()`.
 */
export type SettingsFormValues = Omit<AdminSettings, 'translation'> & {
  translation: AdminTranslationSettings & Pick<TranslationSettingsInput, 'apiKey' | 'clearApiKey'>
}
