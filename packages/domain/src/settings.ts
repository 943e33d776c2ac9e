import { z } from 'zod'
import {
  DEFAULT_FREE_SHIPPING_THRESHOLD,
  DEFAULT_SITE_NAME,
  DEFAULT_STANDARD_SHIPPING_COST,
  DEFAULT_SUPPORTED_LANGUAGES,
  DEFAULT_THEME,
  LANGUAGES,
  SETTINGS_CURRENCIES,
  TAX_RATE_PERCENT,
} from './constants'
import { localizedTextSchema } from './localized'

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'admin.settings.colour_invalid')
const cssSize = z.string().trim().max(32)
const optionalUrl = z.string().trim().max(2048).default('')

export const themeSettingsSchema = z.object({
  background: hexColour.default(DEFAULT_THEME.background),
  foreground: hexColour.default(DEFAULT_THEME.foreground),
  primary: hexColour.default(DEFAULT_THEME.primary),
  primaryForeground: hexColour.default(DEFAULT_THEME.primaryForeground),
})

export const TRANSLATION_MODELS = [
  'gemini-2.5-flash',
  'gemini-2.5-flash-lite',
  'gemini-2.5-pro',
  'gemini-2.0-flash',
] as const

export const translationSettingsSchema = z.object({
  enabled: z.boolean().default(false),
  model: z.enum(TRANSLATION_MODELS).default('gemini-2.5-flash'),
  apiKey: z.string().max(512).default(''),
})

export const contactInfoSchema = z.object({
  email: z.string().trim().max(254).default(''),
  phone: z.string().trim().max(32).default(''),
  address: localizedTextSchema.default({}),
  workingHours: localizedTextSchema.default({}),
})

export const socialMediaSchema = z.object({
  facebook: optionalUrl,
  instagram: optionalUrl,
  twitter: optionalUrl,
  youtube: optionalUrl,
  linkedin: optionalUrl,
})

export const whatsappSettingsSchema = z.object({
  isEnabled: z.boolean().default(false),
  phoneNumber: z.string().trim().max(32).default(''),
  message: localizedTextSchema.default({}),
})

export const shippingSettingsSchema = z.object({
  freeShippingThreshold: z.number().min(0).max(10_000_000).default(DEFAULT_FREE_SHIPPING_THRESHOLD),
  standardShippingCost: z.number().min(0).max(1_000_000).default(DEFAULT_STANDARD_SHIPPING_COST),
  expressShippingCost: z.number().min(0).max(1_000_000).default(0),
  /**
   * The VAT percentage checkout adds on subtotal plus shipping (admin.md §9: 18). It lives in this group because the
   * one totals rule (`computeOrderTotals`) is handed this group wherever an order's amounts are computed.
   */
  taxRatePercent: z.number().min(0).max(100).default(TAX_RATE_PERCENT),
})

export const seoSettingsSchema = z.object({
  metaTitle: localizedTextSchema.default({}),
  metaDescription: localizedTextSchema.default({}),
  metaKeywords: localizedTextSchema.default({}),
  ogImage: optionalUrl,
})

export const languageSettingsSchema = z.object({
  default: z.enum(LANGUAGES).default('tr'),
  supported: z
    .array(z.enum(LANGUAGES))
    .min(1)
    .default([...DEFAULT_SUPPORTED_LANGUAGES]),
})

export const currencySettingsSchema = z.object({
  code: z.enum(SETTINGS_CURRENCIES).default('TRY'),
  symbol: z.string().max(4).default('₺'),
  position: z.enum(['before', 'after']).default('after'),
})

export const productCardStyleSchema = z.object({
  gridColumns: z
    .object({
      mobile: z.number().int().min(1).max(2).default(2),
      tablet: z.number().int().min(2).max(4).default(3),
      desktop: z.number().int().min(3).max(6).default(4),
    })
    .default({ mobile: 2, tablet: 3, desktop: 4 }),
  imageAspectRatio: z.enum(['square', '4/3', '3/2', '16/9']).default('square'),
  cardHeight: z.enum(['auto', 'fixed']).default('auto'),
  titleFontSize: cssSize.default('0.95rem'),
  priceFontSize: cssSize.default('1.1rem'),
  descriptionFontSize: cssSize.default('0.85rem'),
  cardPadding: cssSize.default('0.75rem'),
  borderRadius: cssSize.default('0.75rem'),
})

export const heroStyleSchema = z.object({
  backgroundType: z.enum(['gradient', 'solid']).default('gradient'),
  backgroundFrom: hexColour.default('#2F2F2F'),
  backgroundTo: hexColour.default('#5a4a1f'),
  backgroundSolid: hexColour.default('#2F2F2F'),
  titleFontSize: z
    .object({ mobile: cssSize.default('1.75rem'), desktop: cssSize.default('2.75rem') })
    .default({ mobile: '1.75rem', desktop: '2.75rem' }),
  descriptionFontSize: cssSize.default('1.05rem'),
  titleFontWeight: z.enum(['400', '500', '600', '700', '800']).default('700'),
  descriptionFontWeight: z.enum(['300', '400', '500', '600']).default('400'),
  titleFontFamily: z.string().max(120).default('inherit'),
  descriptionFontFamily: z.string().max(120).default('inherit'),
  sectionPadding: cssSize.default('3.5rem'),
  textAlign: z.enum(['left', 'center', 'right']).default('center'),
})

export const maintenanceSettingsSchema = z.object({
  isEnabled: z.boolean().default(false),
  message: localizedTextSchema.default({}),
})

/** The whole settings document (admin.md §3). Every group parses from `{}` to its defaults. */
export const settingsSchema = z.object({
  theme: themeSettingsSchema.default(themeSettingsSchema.parse({})),
  translation: translationSettingsSchema.default(translationSettingsSchema.parse({})),
  siteName: localizedTextSchema.default({ tr: DEFAULT_SITE_NAME, en: DEFAULT_SITE_NAME }),
  siteDescription: localizedTextSchema.default({}),
  logoUrl: optionalUrl,
  faviconUrl: optionalUrl,
  headerLogoUrl: optionalUrl,
  footerLogoUrl: optionalUrl,
  contactInfo: contactInfoSchema.default(contactInfoSchema.parse({})),
  socialMedia: socialMediaSchema.default(socialMediaSchema.parse({})),
  whatsapp: whatsappSettingsSchema.default(whatsappSettingsSchema.parse({})),
  shipping: shippingSettingsSchema.default(shippingSettingsSchema.parse({})),
  seo: seoSettingsSchema.default(seoSettingsSchema.parse({})),
  languages: languageSettingsSchema.default(languageSettingsSchema.parse({})),
  currency: currencySettingsSchema.default(currencySettingsSchema.parse({})),
  ui: z
    .object({
      productCard: productCardStyleSchema.default(productCardStyleSchema.parse({})),
      hero: heroStyleSchema.default(heroStyleSchema.parse({})),
    })
    .default({ productCard: productCardStyleSchema.parse({}), hero: heroStyleSchema.parse({}) }),
  maintenance: maintenanceSettingsSchema.default(maintenanceSettingsSchema.parse({})),
})

export type Settings = z.infer<typeof settingsSchema>
export type SettingsGroup = keyof Settings
export const SETTINGS_GROUPS = Object.keys(settingsSchema.shape) as SettingsGroup[]

export function defaultSettings(): Settings {
  return settingsSchema.parse({})
}

/** What a shopper may see: everything but the translation block (API key, model) and admin-only fields. */
export type PublicSettings = Omit<Settings, 'translation'>

export function toPublicSettings(settings: Settings): PublicSettings {
  const { translation: _translation, ...rest } = settings
  return rest
}
