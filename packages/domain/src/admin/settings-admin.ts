import { z } from 'zod'
import { isPhone } from '../address'
import { LANGUAGES, type Language } from '../constants'
import {
  contactInfoSchema,
  currencySettingsSchema,
  heroStyleSchema,
  languageSettingsSchema,
  maintenanceSettingsSchema,
  productCardStyleSchema,
  type Settings,
  type SettingsGroup,
  seoSettingsSchema,
  shippingSettingsSchema,
  socialMediaSchema,
  themeSettingsSchema,
  whatsappSettingsSchema,
} from '../settings'
import { toWhatsappNumber } from '../whatsapp'
import { amountFromInput, decimalFromInput } from './form-values'
import {
  mergeTranslation,
  type TranslationSettingsInput,
  translationSettingsInputSchema,
} from './settings-admin-key'

/** admin.md §5, §9: SEO meta title and description lengths, per language. */
export const SEO_TITLE_MAX = 60
export const SEO_DESCRIPTION_MAX = 160
/** Not in the spec: room for a few dozen keywords. */
export const SEO_KEYWORDS_MAX = 500
/** Not in the spec ("maintenance message length limits: not shown"): a paragraph per language. */
export const MAINTENANCE_MESSAGE_MAX = 500
export const SITE_NAME_MAX = 100
export const LONG_TEXT_MAX = 500

/*
 * The rules an admin's write must pass, on top of the stored shape (settings.ts). The stored schema stays lenient on
 * purpose: the storefront parses the public settings with it, and a stricter rule there would turn settings stored
 * before the rule into defaults.
 */

/** A text per language, each trimmed and at most `max` characters (refused with `message`). */
function localizedWithin(max: number, message = 'validation.too_long') {
  return z.object(
    Object.fromEntries(
      LANGUAGES.map((language) => [language, z.string().trim().max(max, message).optional()]),
    ) as Record<Language, z.ZodOptional<z.ZodString>>,
  )
}

/**
 * A text per language whose Turkish text must be filled (admin.md §5 marks the field required); English may stay
 * empty, as every text falls back to Turkish.
 */
function localizedRequired(max: number, requiredMessage: string, tooLongMessage = 'validation.too_long') {
  return localizedWithin(max, tooLongMessage).extend({
    tr: z.string(requiredMessage).trim().min(1, requiredMessage).max(max, tooLongMessage),
  })
}

/** Keywords as a comma separated list: each trimmed, empty ones and repeats dropped, joined with ', '. */
export function normalizeKeywords(text: string): string {
  const seen = new Set<string>()
  const kept: string[] = []
  for (const raw of text.split(',')) {
    const keyword = raw.trim().replace(/\s+/g, ' ')
    const key = keyword.toLocaleLowerCase('tr')
    if (keyword === '' || seen.has(key)) continue
    seen.add(key)
    kept.push(keyword)
  }
  return kept.join(', ')
}

const keywordsText = (requiredMessage?: string) =>
  z
    .string(requiredMessage)
    .trim()
    .max(SEO_KEYWORDS_MAX, 'admin.settings.seo_keywords_max')
    .transform(normalizeKeywords)
    // A list of commas alone is as empty as no list.
    .refine((keywords) => requiredMessage === undefined || keywords !== '', requiredMessage)

/** Keywords per language; the Turkish list must hold at least one. */
const keywordsSchema = z.object({
  ...(Object.fromEntries(LANGUAGES.map((language) => [language, keywordsText().optional()])) as Record<
    Language,
    z.ZodOptional<ReturnType<typeof keywordsText>>
  >),
  tr: keywordsText('admin.settings.seo_keywords_required'),
})

/** A link the shop may render: empty, a path on this site (`/media/…`) or an http(s) address. */
const linkSchema = z
  .string()
  .trim()
  .max(2048, 'validation.too_long')
  .regex(/^$|^https?:\/\/\S+$|^\/(?!\/)\S*$/i, 'admin.settings.url_invalid')
const linkField = linkSchema.default('')

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/*
 * admin.md §5 marks these fields required: the site name and description, the contact e-mail, phone, address and
 * working hours, the WhatsApp number and message, and the SEO title, description and keywords. Each is required in
 * Turkish; a group sent without one is refused rather than filled with an empty default.
 */
const siteNameSchema = localizedRequired(SITE_NAME_MAX, 'admin.settings.site_name_required')
const siteDescriptionSchema = localizedRequired(LONG_TEXT_MAX, 'admin.settings.site_description_required')

/** A required text of at most `max` characters; blank is refused with `requiredMessage`. */
const requiredText = (requiredMessage: string, max: number) =>
  z.string(requiredMessage).trim().min(1, requiredMessage).max(max, 'validation.too_long')

const contactInput = contactInfoSchema.extend({
  email: requiredText('admin.settings.contact_email_required', 254).regex(
    new RegExp(`^$|${EMAIL_PATTERN.source}`),
    'auth.email_invalid',
  ),
  phone: requiredText('admin.settings.contact_phone_required', 32).refine(
    // Blank is reported as required only.
    (phone) => phone === '' || isPhone(phone),
    'address.phone_invalid',
  ),
  address: localizedRequired(LONG_TEXT_MAX, 'admin.settings.contact_address_required'),
  workingHours: localizedRequired(LONG_TEXT_MAX, 'admin.settings.working_hours_required'),
})

const whatsappInput = whatsappSettingsSchema.extend({
  phoneNumber: requiredText('admin.settings.whatsapp_number_required', 32).refine(
    (number) => number === '' || toWhatsappNumber(number) !== null,
    'admin.settings.whatsapp_number_invalid',
  ),
  message: localizedRequired(LONG_TEXT_MAX, 'admin.settings.whatsapp_message_required'),
})

const taxRateMessage = 'admin.settings.tax_rate_range'
/** An amount as the settings form sends its text ('59,90'), or a number; the stored rule stays the public schema's. */
const amountText = <T extends z.ZodType>(rule: T) => z.preprocess(amountFromInput(decimalFromInput), rule)
const shippingInput = shippingSettingsSchema.extend({
  freeShippingThreshold: amountText(shippingSettingsSchema.shape.freeShippingThreshold),
  standardShippingCost: amountText(shippingSettingsSchema.shape.standardShippingCost),
  expressShippingCost: amountText(shippingSettingsSchema.shape.expressShippingCost),
  taxRatePercent: z.preprocess(
    decimalFromInput,
    z.number(taxRateMessage).min(0, taxRateMessage).max(100, taxRateMessage).default(18),
  ),
})

const seoInput = seoSettingsSchema.extend({
  metaTitle: localizedRequired(
    SEO_TITLE_MAX,
    'admin.settings.seo_title_required',
    'admin.settings.seo_title_max',
  ),
  metaDescription: localizedRequired(
    SEO_DESCRIPTION_MAX,
    'admin.settings.seo_description_required',
    'admin.settings.seo_description_max',
  ),
  metaKeywords: keywordsSchema,
  ogImage: linkField,
})

type LanguageChoice = { default: Language; supported: Language[] }

/** Turkish stays offered (every text falls back to it) and the default is one of the offered languages. */
function languageRules(languages: LanguageChoice, context: z.RefinementCtx) {
  if (!languages.supported.includes('tr')) {
    context.addIssue({ code: 'custom', path: ['supported'], message: 'admin.settings.turkish_required' })
  }
  if (!languages.supported.includes(languages.default)) {
    context.addIssue({
      code: 'custom',
      path: ['default'],
      message: 'admin.settings.default_language_unsupported',
    })
  }
}

const uniqueLanguages = (languages: Language[]) => [...new Set(languages)]

/** PUT /settings/languages: both fields required. */
export const languagesUpdateSchema = z
  .object({
    default: z.enum(LANGUAGES),
    supported: z
      .array(z.enum(LANGUAGES))
      .min(1, 'admin.settings.turkish_required')
      .transform(uniqueLanguages),
  })
  .superRefine(languageRules)

const languagesInput = languageSettingsSchema
  .extend({ supported: languageSettingsSchema.shape.supported.transform(uniqueLanguages) })
  .superRefine(languageRules)

const maintenanceMessage = () =>
  localizedWithin(MAINTENANCE_MESSAGE_MAX, 'admin.settings.maintenance_message_max')

const maintenanceInput = maintenanceSettingsSchema.extend({ message: maintenanceMessage().default({}) })

/** PATCH /settings/maintenance: the switch, and the message per language when given (kept otherwise). */
export const maintenanceUpdateSchema = z.object({
  isEnabled: z.boolean(),
  message: maintenanceMessage().optional(),
})

/** Each group's input schema (what PUT /settings and PUT /settings/category/:name check). */
export const SETTINGS_GROUP_INPUTS = {
  theme: themeSettingsSchema,
  translation: translationSettingsInputSchema,
  siteName: siteNameSchema,
  siteDescription: siteDescriptionSchema,
  logoUrl: linkSchema,
  faviconUrl: linkSchema,
  headerLogoUrl: linkSchema,
  footerLogoUrl: linkSchema,
  contactInfo: contactInput,
  socialMedia: z.object(
    Object.fromEntries(Object.keys(socialMediaSchema.shape).map((name) => [name, linkField])) as Record<
      keyof typeof socialMediaSchema.shape,
      typeof linkField
    >,
  ),
  whatsapp: whatsappInput,
  shipping: shippingInput,
  seo: seoInput,
  languages: languagesInput,
  currency: currencySettingsSchema,
  ui: z.object({
    productCard: productCardStyleSchema.default(productCardStyleSchema.parse({})),
    hero: heroStyleSchema.default(heroStyleSchema.parse({})),
  }),
  maintenance: maintenanceInput,
} satisfies Record<SettingsGroup, z.ZodType>

export function isSettingsGroup(name: string): name is SettingsGroup {
  return Object.hasOwn(SETTINGS_GROUP_INPUTS, name)
}

type GroupInputs = typeof SETTINGS_GROUP_INPUTS

/** PUT /settings: every group the body carries replaces the stored one; a group left out is kept as stored. */
export const settingsUpdateSchema = z.object(
  Object.fromEntries(
    Object.entries(SETTINGS_GROUP_INPUTS).map(([group, schema]) => [group, schema.optional()]),
  ) as {
    [Group in SettingsGroup]: z.ZodOptional<GroupInputs[Group]>
  },
)
export type SettingsUpdate = z.output<typeof settingsUpdateSchema>
export type SettingsUpdateInput = z.input<typeof settingsUpdateSchema>

/** The settings after an admin's write: each group sent replaces the stored one, the translation key as merged. */
export function applySettingsUpdate(current: Settings, update: SettingsUpdate): Settings {
  const next: Record<string, unknown> = { ...current }
  for (const [group, value] of Object.entries(update)) {
    if (value === undefined) continue
    next[group] =
      group === 'translation'
        ? mergeTranslation(current.translation, value as TranslationSettingsInput)
        : value
  }
  return next as Settings
}
