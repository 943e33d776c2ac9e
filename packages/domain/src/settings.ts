import { z } from 'zod'
import { LANGUAGES, SETTINGS_CURRENCIES } from './constants'
import { localizedTextSchema } from './localized-schema'
import { SETTINGS_DEFAULTS } from './settings-defaults'

// Every field's default is read from SETTINGS_DEFAULTS (plain data the shop's first load uses without zod).
const D = SETTINGS_DEFAULTS

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'admin.settings.colour_invalid')
const cssSize = z.string().trim().max(32)
const optionalUrl = z.string().trim().max(2048).default('')

export const themeSettingsSchema = z.object({
  background: hexColour.default(D.theme.background),
  foreground: hexColour.default(D.theme.foreground),
  primary: hexColour.default(D.theme.primary),
  primaryForeground: hexColour.default(D.theme.primaryForeground),
})

export const TRANSLATION_MODELS = [
  'gemini-2.5-flash',
  'gemini-2.5-flash-lite',
  'gemini-2.5-pro',
  'gemini-2.0-flash',
] as const

export const translationSettingsSchema = z.object({
  enabled: z.boolean().default(D.translation.enabled),
  model: z.enum(TRANSLATION_MODELS).default(D.translation.model),
  apiKey: z.string().max(512).default(D.translation.apiKey),
})

export const contactInfoSchema = z.object({
  email: z.string().trim().max(254).default(D.contactInfo.email),
  phone: z.string().trim().max(32).default(D.contactInfo.phone),
  address: localizedTextSchema.default(D.contactInfo.address),
  workingHours: localizedTextSchema.default(D.contactInfo.workingHours),
})

export const socialMediaSchema = z.object({
  facebook: optionalUrl,
  instagram: optionalUrl,
  twitter: optionalUrl,
  youtube: optionalUrl,
  linkedin: optionalUrl,
})

export const whatsappSettingsSchema = z.object({
  isEnabled: z.boolean().default(D.whatsapp.isEnabled),
  phoneNumber: z.string().trim().max(32).default(D.whatsapp.phoneNumber),
  message: localizedTextSchema.default(D.whatsapp.message),
})

export const shippingSettingsSchema = z.object({
  freeShippingThreshold: z.number().min(0).max(10_000_000).default(D.shipping.freeShippingThreshold),
  standardShippingCost: z.number().min(0).max(1_000_000).default(D.shipping.standardShippingCost),
  expressShippingCost: z.number().min(0).max(1_000_000).default(D.shipping.expressShippingCost),
  /**
   * The VAT percentage checkout adds on subtotal plus shipping (admin.md §9: 18). It lives in this group because the
   * one totals rule (`computeOrderTotals`) is handed this group wherever an order's amounts are computed.
   */
  taxRatePercent: z.number().min(0).max(100).default(D.shipping.taxRatePercent),
})

export const seoSettingsSchema = z.object({
  metaTitle: localizedTextSchema.default(D.seo.metaTitle),
  metaDescription: localizedTextSchema.default(D.seo.metaDescription),
  metaKeywords: localizedTextSchema.default(D.seo.metaKeywords),
  ogImage: optionalUrl,
})

export const languageSettingsSchema = z.object({
  default: z.enum(LANGUAGES).default(D.languages.default),
  supported: z
    .array(z.enum(LANGUAGES))
    .min(1)
    .default([...D.languages.supported]),
})

export const currencySettingsSchema = z.object({
  code: z.enum(SETTINGS_CURRENCIES).default(D.currency.code),
  symbol: z.string().max(4).default(D.currency.symbol),
  position: z.enum(['before', 'after']).default(D.currency.position),
})

const CARD = D.ui.productCard
export const productCardStyleSchema = z.object({
  gridColumns: z
    .object({
      mobile: z.number().int().min(1).max(2).default(CARD.gridColumns.mobile),
      tablet: z.number().int().min(2).max(4).default(CARD.gridColumns.tablet),
      desktop: z.number().int().min(3).max(6).default(CARD.gridColumns.desktop),
    })
    .default({ ...CARD.gridColumns }),
  imageAspectRatio: z.enum(['square', '4/3', '3/2', '16/9']).default(CARD.imageAspectRatio),
  cardHeight: z.enum(['auto', 'fixed']).default(CARD.cardHeight),
  titleFontSize: cssSize.default(CARD.titleFontSize),
  priceFontSize: cssSize.default(CARD.priceFontSize),
  descriptionFontSize: cssSize.default(CARD.descriptionFontSize),
  cardPadding: cssSize.default(CARD.cardPadding),
  borderRadius: cssSize.default(CARD.borderRadius),
})

const HERO = D.ui.hero
export const heroStyleSchema = z.object({
  backgroundType: z.enum(['gradient', 'solid']).default(HERO.backgroundType),
  backgroundFrom: hexColour.default(HERO.backgroundFrom),
  backgroundTo: hexColour.default(HERO.backgroundTo),
  backgroundSolid: hexColour.default(HERO.backgroundSolid),
  titleFontSize: z
    .object({
      mobile: cssSize.default(HERO.titleFontSize.mobile),
      desktop: cssSize.default(HERO.titleFontSize.desktop),
    })
    .default({ ...HERO.titleFontSize }),
  descriptionFontSize: cssSize.default(HERO.descriptionFontSize),
  titleFontWeight: z.enum(['400', '500', '600', '700', '800']).default(HERO.titleFontWeight),
  descriptionFontWeight: z.enum(['300', '400', '500', '600']).default(HERO.descriptionFontWeight),
  titleFontFamily: z.string().max(120).default(HERO.titleFontFamily),
  descriptionFontFamily: z.string().max(120).default(HERO.descriptionFontFamily),
  sectionPadding: cssSize.default(HERO.sectionPadding),
  textAlign: z.enum(['left', 'center', 'right']).default(HERO.textAlign),
})

export const maintenanceSettingsSchema = z.object({
  isEnabled: z.boolean().default(D.maintenance.isEnabled),
  message: localizedTextSchema.default(D.maintenance.message),
})

/** The whole settings document (admin.md §3). Every group parses from `{}` to its defaults. */
export const settingsSchema = z.object({
  theme: themeSettingsSchema.default(themeSettingsSchema.parse({})),
  translation: translationSettingsSchema.default(translationSettingsSchema.parse({})),
  siteName: localizedTextSchema.default(D.siteName),
  siteDescription: localizedTextSchema.default(D.siteDescription),
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
