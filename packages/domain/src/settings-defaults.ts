import {
  DEFAULT_FREE_SHIPPING_THRESHOLD,
  DEFAULT_SITE_NAME,
  DEFAULT_STANDARD_SHIPPING_COST,
  DEFAULT_SUPPORTED_LANGUAGES,
  DEFAULT_THEME,
  LANGUAGES,
  TAX_RATE_PERCENT,
} from './constants'
import type { Settings } from './settings'

// No zod here: the shop's first load takes the server's settings with these defaults, and `settingsSchema` reads
// every field's default from `SETTINGS_DEFAULTS` (settings-defaults.test.ts checks the schema's `{}` equals it).

/**
 * Every settings field's default, the one place they are written. Read it, never change it: `defaultSettings` gives
 * a copy typed as `Settings` (its return type checks this object has every field the schema has).
 */
export const SETTINGS_DEFAULTS = {
  theme: { ...DEFAULT_THEME },
  translation: { enabled: false, model: 'gemini-2.5-flash' as const, apiKey: '' },
  siteName: { tr: DEFAULT_SITE_NAME, en: DEFAULT_SITE_NAME },
  siteDescription: {},
  logoUrl: '',
  faviconUrl: '',
  headerLogoUrl: '',
  footerLogoUrl: '',
  contactInfo: { email: '', phone: '', address: {}, workingHours: {} },
  socialMedia: { facebook: '', instagram: '', twitter: '', youtube: '', linkedin: '' },
  whatsapp: { isEnabled: false, phoneNumber: '', message: {} },
  shipping: {
    freeShippingThreshold: DEFAULT_FREE_SHIPPING_THRESHOLD,
    standardShippingCost: DEFAULT_STANDARD_SHIPPING_COST,
    expressShippingCost: 0,
    taxRatePercent: TAX_RATE_PERCENT,
  },
  seo: { metaTitle: {}, metaDescription: {}, metaKeywords: {}, ogImage: '' },
  languages: { default: 'tr' as const, supported: [...DEFAULT_SUPPORTED_LANGUAGES] },
  currency: { code: 'TRY' as const, symbol: '₺', position: 'after' as const },
  ui: {
    productCard: {
      gridColumns: { mobile: 2, tablet: 3, desktop: 4 },
      imageAspectRatio: 'square' as const,
      cardHeight: 'auto' as const,
      titleFontSize: '0.95rem',
      priceFontSize: '1.1rem',
      descriptionFontSize: '0.85rem',
      cardPadding: '0.75rem',
      borderRadius: '0.75rem',
    },
    hero: {
      backgroundType: 'gradient' as const,
      backgroundFrom: '#2F2F2F',
      backgroundTo: '#5a4a1f',
      backgroundSolid: '#2F2F2F',
      titleFontSize: { mobile: '1.75rem', desktop: '2.75rem' },
      descriptionFontSize: '1.05rem',
      titleFontWeight: '700' as const,
      descriptionFontWeight: '400' as const,
      titleFontFamily: 'inherit',
      descriptionFontFamily: 'inherit',
      sectionPadding: '3.5rem',
      textAlign: 'center' as const,
    },
  },
  maintenance: { isEnabled: false, message: {} },
}

/** The whole default document, a fresh copy each call (callers may change it). */
export function defaultSettings(): Settings {
  return structuredClone(SETTINGS_DEFAULTS)
}

/** What a shopper may see: everything but the translation block (API key, model) and admin-only fields. */
export type PublicSettings = Omit<Settings, 'translation'>

export function toPublicSettings(settings: Settings): PublicSettings {
  const { translation: _translation, ...rest } = settings
  return rest
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A per-language text (every key a language, or none): the schema takes it whole, never filling a language in. */
function isLocalizedText(value: Record<string, unknown>): boolean {
  return Object.keys(value).every((key) => (LANGUAGES as readonly string[]).includes(key))
}

function fillMissing(
  defaults: Record<string, unknown>,
  value: Record<string, unknown>,
): Record<string, unknown> {
  const filled: Record<string, unknown> = { ...structuredClone(defaults), ...value }
  for (const [key, fallback] of Object.entries(defaults)) {
    const given = value[key]
    if (isPlainObject(fallback) && isPlainObject(given) && !isLocalizedText(fallback)) {
      filled[key] = fillMissing(fallback, given)
    }
  }
  return filled
}

/**
 * The public settings the server answered, with any group or field it left out taken from the defaults (as the
 * schema's defaults would fill them: an older or cached answer may lack a newer field). The server has already
 * validated every value, so nothing is parsed again here; null when the answer is not a settings document at all.
 */
export function fillPublicSettings(answer: unknown): PublicSettings | null {
  if (!isPlainObject(answer)) return null
  const { translation: _translation, ...given } = answer
  return fillMissing(toPublicSettings(SETTINGS_DEFAULTS), given) as PublicSettings
}
