import { describe, expect, it } from 'vitest'
import { settingsSchema } from './settings'
import { defaultSettings, fillPublicSettings, SETTINGS_DEFAULTS, toPublicSettings } from './settings-defaults'

/** A valid document with every field away from its default, so a field the fill got wrong shows. */
function customised() {
  return settingsSchema.parse({
    theme: { background: '#101010', foreground: '#fafafa', primary: '#123456', primaryForeground: '#000000' },
    translation: { enabled: true, model: 'gemini-2.5-pro', apiKey: 'secret' },
    siteName: { tr: 'Diş Deposu', en: 'Dental Depot' },
    siteDescription: { tr: 'Açıklama' },
    logoUrl: 'https://cdn.example/logo.png',
    contactInfo: {
      email: 'a@b.co',
      phone: '+90 212',
      address: { tr: 'İstanbul' },
      workingHours: { en: '9-18' },
    },
    socialMedia: { instagram: 'https://instagram.com/x' },
    whatsapp: { isEnabled: true, phoneNumber: '+905551112233', message: { tr: 'Merhaba' } },
    shipping: {
      freeShippingThreshold: 500,
      standardShippingCost: 30,
      expressShippingCost: 60,
      taxRatePercent: 20,
    },
    seo: { metaTitle: { tr: 'Başlık' }, ogImage: 'https://cdn.example/og.png' },
    languages: { default: 'en', supported: ['en', 'tr', 'de'] },
    currency: { code: 'EUR', symbol: '€', position: 'before' },
    ui: {
      productCard: {
        gridColumns: { mobile: 1, tablet: 4, desktop: 6 },
        imageAspectRatio: '4/3',
        cardHeight: 'fixed',
      },
      hero: {
        backgroundType: 'solid',
        titleFontSize: { mobile: '2rem', desktop: '3rem' },
        textAlign: 'left',
      },
    },
    maintenance: { isEnabled: true, message: { tr: 'Bakım' } },
  })
}

/** Every path to a value in a document (objects walked, arrays and texts taken whole). */
function paths(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix]
  return Object.entries(value).flatMap(([key, child]) => [
    [...prefix, key],
    ...paths(child, [...prefix, key]),
  ])
}

function without(document: unknown, path: string[]): unknown {
  const copy = structuredClone(document) as Record<string, unknown>
  let parent: Record<string, unknown> = copy
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>
  delete parent[path[path.length - 1] as string]
  return copy
}

describe('settings defaults', () => {
  it('are exactly what the schema fills an empty document with', () => {
    expect(settingsSchema.parse({})).toEqual(defaultSettings())
    expect(defaultSettings()).toEqual(SETTINGS_DEFAULTS)
  })

  it('are a fresh copy each time', () => {
    const first = defaultSettings()
    first.languages.supported.push('de')
    first.siteName.tr = 'x'
    expect(defaultSettings()).toEqual(settingsSchema.parse({}))
  })
})

describe('fillPublicSettings', () => {
  it('takes a complete answer as it is, without the translation block', () => {
    const document = customised()
    expect(fillPublicSettings(toPublicSettings(document))).toEqual(toPublicSettings(document))
    expect(fillPublicSettings(document)).toEqual(toPublicSettings(document))
  })

  it('fills any missing group or field the way the schema does', () => {
    const document = toPublicSettings(customised())
    const all = paths(document)
    expect(all.length).toBeGreaterThan(60)
    for (const path of all) {
      const partial = without(document, path)
      expect(fillPublicSettings(partial), path.join('.')).toEqual(
        toPublicSettings(settingsSchema.parse(partial)),
      )
    }
    expect(fillPublicSettings({})).toEqual(toPublicSettings(settingsSchema.parse({})))
  })

  it('refuses an answer that is no settings document', () => {
    for (const answer of [null, 'settings', 42, ['theme']]) expect(fillPublicSettings(answer)).toBeNull()
  })
})
