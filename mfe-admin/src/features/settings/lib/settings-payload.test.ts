import { defaultSettings, settingsUpdateSchema, toAdminSettings } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import { requiredTexts } from '../test/settings-card-fixture'
import { toFormValues, toSettingsPayload } from './settings-payload'

const stored = toAdminSettings({
  ...defaultSettings(),
  translation: { enabled: true, model: 'gemini-2.5-pro', apiKey: 'AIza-secret' },
})
/** The same shop with the texts admin.md marks required filled, as a form that can be saved holds them. */
const filled = toAdminSettings({
  ...stored,
  ...requiredTexts(),
  translation: { ...stored.translation, apiKey: '' },
})

describe('settings form values and payload', () => {
  it('fills both edited languages of every per-language text and leaves the key fields empty', () => {
    const values = toFormValues(stored)
    expect(values.seo.metaTitle).toEqual({ tr: '', en: '' })
    expect(values.contactInfo.workingHours).toEqual({ tr: '', en: '' })
    expect(values.maintenance.message).toEqual({ tr: '', en: '' })
    expect(values.siteName).toEqual({ tr: 'E-Ticaret', en: 'E-Ticaret' })
    expect(values.translation).toEqual({
      enabled: true,
      model: 'gemini-2.5-pro',
      hasApiKey: true,
      apiKey: '',
      clearApiKey: false,
    })
  })

  it('sends the key only when typed and the removal only when asked, never hasApiKey', () => {
    const parse = (translation: object) =>
      toSettingsPayload(
        settingsUpdateSchema.parse({
          ...toFormValues(filled),
          translation: { ...stored.translation, ...translation },
        }),
      ).translation
    expect(parse({ apiKey: '  ', clearApiKey: false })).toEqual({ enabled: true, model: 'gemini-2.5-pro' })
    expect(parse({ apiKey: ' AIza-new ' })).toEqual({
      enabled: true,
      model: 'gemini-2.5-pro',
      apiKey: 'AIza-new',
    })
    expect(parse({ clearApiKey: true })).toEqual({
      enabled: true,
      model: 'gemini-2.5-pro',
      clearApiKey: true,
    })
  })

  it('keeps every group of the settings in the payload', () => {
    const payload = toSettingsPayload(settingsUpdateSchema.parse(toFormValues(filled)))
    expect(Object.keys(payload).sort()).toEqual(Object.keys(defaultSettings()).sort())
  })
})
