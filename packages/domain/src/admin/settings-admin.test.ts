import { describe, expect, it } from 'vitest'
import { defaultSettings } from '../settings-defaults'
import {
  languagesUpdateSchema,
  maintenanceUpdateSchema,
  normalizeKeywords,
  SETTINGS_GROUP_INPUTS,
  settingsUpdateSchema,
} from './settings-admin'
import { mergeTranslation, toAdminSettings } from './settings-admin-key'

const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []

/** The groups that hold fields admin.md marks required, each filled as an admin would. */
const filled = {
  siteDescription: { tr: 'Diş hekimleri için malzeme.' },
  contactInfo: {
    email: 'destek@dental.local',
    phone: '+90 212 555 01 23',
    address: { tr: 'Şişli / İstanbul' },
    workingHours: { tr: 'Hafta içi 09:00-18:00' },
  },
  whatsapp: { isEnabled: true, phoneNumber: '+905321234567', message: { tr: 'Merhaba' } },
  seo: {
    metaTitle: { tr: 'Dental Depo' },
    metaDescription: { tr: 'Diş malzemeleri' },
    metaKeywords: { tr: 'implant, kompozit' },
  },
}

describe('settingsUpdateSchema', () => {
  it('takes the default settings once the required fields are filled, and leaves out the groups not sent', () => {
    const { translation: _translation, ...rest } = defaultSettings()
    const parsed = settingsUpdateSchema.parse({
      ...rest,
      ...filled,
      seo: { ...rest.seo, ...filled.seo },
    })
    expect(parsed.siteName).toEqual({ tr: 'E-Ticaret', en: 'E-Ticaret' })
    expect(parsed.shipping?.taxRatePercent).toBe(18)
    expect(settingsUpdateSchema.parse({ theme: { primary: '#112233' } })).toEqual({
      theme: { ...defaultSettings().theme, primary: '#112233' },
    })
  })

  it('refuses SEO titles over 60 and descriptions over 160 characters, in any language', () => {
    const seo = {
      ...filled.seo,
      metaTitle: { tr: 'a'.repeat(60), en: 'b'.repeat(61) },
      metaDescription: { tr: 'c'.repeat(161), en: 'd'.repeat(160) },
    }
    expect(issuesOf(settingsUpdateSchema.safeParse({ seo }))).toEqual([
      ['seo.metaTitle.en', 'admin.settings.seo_title_max'],
      ['seo.metaDescription.tr', 'admin.settings.seo_description_max'],
    ])
    // Lengths count after trimming.
    expect(
      settingsUpdateSchema.safeParse({ seo: { ...filled.seo, metaTitle: { tr: ` ${'a'.repeat(60)} ` } } })
        .success,
    ).toBe(true)
  })

  it('writes keywords as a comma separated list', () => {
    const parsed = settingsUpdateSchema.parse({
      seo: { ...filled.seo, metaKeywords: { tr: ' implant,,  kompozit , İmplant,dolgu  ' } },
    })
    expect(parsed.seo?.metaKeywords.tr).toBe('implant, kompozit, dolgu')
    expect(normalizeKeywords('')).toBe('')
  })

  it('needs the Turkish site name', () => {
    expect(issuesOf(settingsUpdateSchema.safeParse({ siteName: { tr: '  ', en: 'Shop' } }))).toEqual([
      ['siteName.tr', 'admin.settings.site_name_required'],
    ])
  })

  it('needs every field admin.md marks required, in Turkish, blank or left out', () => {
    const blank = {
      siteDescription: { tr: ' ', en: 'Supplies' },
      contactInfo: { email: '', phone: ' ', address: { en: 'Istanbul' }, workingHours: {} },
      whatsapp: { isEnabled: false, phoneNumber: '', message: { tr: '' } },
      seo: { metaTitle: { tr: '' }, metaDescription: {}, metaKeywords: { tr: ' , ,' } },
    }
    expect(issuesOf(settingsUpdateSchema.safeParse(blank))).toEqual([
      ['siteDescription.tr', 'admin.settings.site_description_required'],
      ['contactInfo.email', 'admin.settings.contact_email_required'],
      ['contactInfo.phone', 'admin.settings.contact_phone_required'],
      ['contactInfo.address.tr', 'admin.settings.contact_address_required'],
      ['contactInfo.workingHours.tr', 'admin.settings.working_hours_required'],
      ['whatsapp.phoneNumber', 'admin.settings.whatsapp_number_required'],
      ['whatsapp.message.tr', 'admin.settings.whatsapp_message_required'],
      ['seo.metaTitle.tr', 'admin.settings.seo_title_required'],
      ['seo.metaDescription.tr', 'admin.settings.seo_description_required'],
      ['seo.metaKeywords.tr', 'admin.settings.seo_keywords_required'],
    ])
    // A group sent without a required text is refused, not filled with an empty one.
    expect(issuesOf(settingsUpdateSchema.safeParse({ contactInfo: {} })).map(([path]) => path)).toEqual([
      'contactInfo.email',
      'contactInfo.phone',
      'contactInfo.address',
      'contactInfo.workingHours',
    ])
    expect(settingsUpdateSchema.safeParse(filled).success).toBe(true)
  })

  it('checks links, the contact e-mail and phone, the WhatsApp number and the tax rate', () => {
    const result = settingsUpdateSchema.safeParse({
      logoUrl: 'javascript:alert(1)',
      socialMedia: { instagram: '//evil.example' },
      contactInfo: { ...filled.contactInfo, email: 'destek@', phone: '12 34' },
      whatsapp: { ...filled.whatsapp, phoneNumber: '12' },
      shipping: { taxRatePercent: 101 },
    })
    expect(issuesOf(result)).toEqual([
      ['logoUrl', 'admin.settings.url_invalid'],
      ['contactInfo.email', 'auth.email_invalid'],
      ['contactInfo.phone', 'address.phone_invalid'],
      ['socialMedia.instagram', 'admin.settings.url_invalid'],
      ['whatsapp.phoneNumber', 'admin.settings.whatsapp_number_invalid'],
      ['shipping.taxRatePercent', 'admin.settings.tax_rate_range'],
    ])
    expect(
      settingsUpdateSchema.safeParse({
        logoUrl: '/media/logos/a.png',
        seo: { ...filled.seo, ogImage: 'https://cdn.example/og.png' },
        whatsapp: { ...filled.whatsapp, isEnabled: false },
        shipping: { taxRatePercent: 0 },
      }).success,
    ).toBe(true)
  })

  it('has an input schema for every stored group', () => {
    expect(Object.keys(SETTINGS_GROUP_INPUTS).sort()).toEqual(Object.keys(defaultSettings()).sort())
  })
})

describe('languagesUpdateSchema', () => {
  it('keeps Turkish offered and the default among the offered', () => {
    expect(languagesUpdateSchema.parse({ default: 'en', supported: ['tr', 'en', 'en'] })).toEqual({
      default: 'en',
      supported: ['tr', 'en'],
    })
    expect(issuesOf(languagesUpdateSchema.safeParse({ default: 'en', supported: ['en'] }))).toEqual([
      ['supported', 'admin.settings.turkish_required'],
    ])
    expect(issuesOf(languagesUpdateSchema.safeParse({ default: 'de', supported: ['tr', 'en'] }))).toEqual([
      ['default', 'admin.settings.default_language_unsupported'],
    ])
  })
})

describe('maintenanceUpdateSchema', () => {
  it('takes messages up to 500 characters per language', () => {
    expect(
      maintenanceUpdateSchema.parse({ isEnabled: true, message: { tr: 'a'.repeat(500) } }).isEnabled,
    ).toBe(true)
    expect(
      issuesOf(maintenanceUpdateSchema.safeParse({ isEnabled: true, message: { en: 'a'.repeat(501) } })),
    ).toEqual([['message.en', 'admin.settings.maintenance_message_max']])
  })
})

describe('the write-only translation key', () => {
  const stored = { enabled: true, model: 'gemini-2.5-flash' as const, apiKey: 'AIza-stored' }

  it('is answered only as hasApiKey', () => {
    const answer = toAdminSettings({ ...defaultSettings(), translation: stored })
    expect(answer.translation).toEqual({ enabled: true, model: 'gemini-2.5-flash', hasApiKey: true })
    expect(JSON.stringify(answer)).not.toContain('AIza-stored')
  })

  it('is kept when the write leaves it empty, replaced when given and removed on request', () => {
    const input = { enabled: false, model: 'gemini-2.5-pro' as const }
    expect(mergeTranslation(stored, { ...input, apiKey: '' })).toEqual({ ...input, apiKey: 'AIza-stored' })
    expect(mergeTranslation(stored, input).apiKey).toBe('AIza-stored')
    expect(mergeTranslation(stored, { ...input, apiKey: 'AIza-new' }).apiKey).toBe('AIza-new')
    expect(mergeTranslation(stored, { ...input, apiKey: 'AIza-new', clearApiKey: true }).apiKey).toBe('')
  })
})
