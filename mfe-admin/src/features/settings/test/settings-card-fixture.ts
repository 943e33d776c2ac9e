import { defaultSettings, type TranslationStatus, toAdminSettings } from '@shop/domain'
import { http } from 'msw'
import { ok } from '../../../test/api-server'
import type { SettingsFormValues } from '../lib/settings-form-values'

/** The texts admin.md marks required, filled in both languages as a running shop has them. */
export function requiredTexts() {
  return {
    siteName: { tr: 'Diş Deposu', en: 'Dental Depot' },
    siteDescription: { tr: 'Klinikler için dental malzeme', en: 'Dental supplies for clinics' },
    contactInfo: {
      email: 'destek@disdeposu.test',
      phone: '0212 555 00 00',
      address: { tr: 'Kadıköy, İstanbul', en: 'Kadikoy, Istanbul' },
      workingHours: { tr: 'Hafta içi 09:00-18:00', en: 'Weekdays 09:00-18:00' },
    },
    whatsapp: { isEnabled: true, phoneNumber: '0532 111 22 33', message: { tr: 'Merhaba', en: 'Hello' } },
    seo: {
      metaTitle: { tr: 'Diş Deposu: dental malzeme', en: 'Dental Depot: dental supplies' },
      metaDescription: {
        tr: 'Kompozit, implant ve sarf malzemeleri uygun fiyatla.',
        en: 'Composites, implants and consumables at fair prices.',
      },
      metaKeywords: { tr: 'kompozit, implant, eldiven', en: 'composite, implant, gloves' },
      ogImage: '/media/og/home.png',
    },
  }
}

/**
 * The settings form as the page fills it from GET /settings for a running shop: texts in both languages, a stored
 * Gemini key (answered only as `hasApiKey`), the key fields empty.
 */
export function settingsCardFixture(): SettingsFormValues {
  const stored = {
    ...defaultSettings(),
    ...requiredTexts(),
    translation: { enabled: true, model: 'gemini-2.5-flash' as const, apiKey: 'AIza-stored-secret-key' },
  }
  const settings = toAdminSettings(stored)
  return {
    ...settings,
    maintenance: {
      isEnabled: false,
      message: { tr: 'Kısa bir bakım yapıyoruz.', en: 'We are doing short maintenance.' },
    },
    translation: { ...settings.translation, apiKey: '', clearApiKey: false },
  }
}

/** The key the fixture's shop has stored: it must never reach the screen. */
export const STORED_API_KEY = 'AIza-stored-secret-key'

/** GET /settings/translation/health answering `status()` (Gemini on with a key, by default), for any screen showing the translation card. */
export const translationHealthHandler = (
  status: () => TranslationStatus = () => ({
    enabled: true,
    provider: 'gemini',
    model: 'gemini-2.5-flash',
    hasApiKey: true,
  }),
) => http.get('*/api/settings/translation/health', () => ok(status()))
