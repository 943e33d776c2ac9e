import { defaultSettings, type PublicSettings } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import { seedSettings } from '../../scripts/seed/content/settings'
import { auditRows } from './helpers/admin-settings'
import { adminSettingsSession, storedTranslationKey, TRANSLATION_KEY } from './helpers/admin-settings-session'
import { call } from './helpers/api'
import { userWithRole } from './helpers/staff'

const { adminId, settingsCall, putSettings } = adminSettingsSession()

/** The seeded shop's SEO texts, every required one filled: a test changes the one it is about. */
const seededSeo = () => seedSettings().seo as NonNullable<ReturnType<typeof seedSettings>['seo']>

describe('GET /settings', () => {
  it('answers the whole settings with the translation key replaced by hasApiKey', async () => {
    const { status, body } = await settingsCall('')
    expect(status).toBe(200)
    const { translation: _t, ...rest } = defaultSettings()
    expect(body.data.settings).toEqual({
      ...rest,
      translation: { enabled: true, model: 'gemini-2.5-pro', hasApiKey: true },
    })
    expect(JSON.stringify(body)).not.toContain(TRANSLATION_KEY)
  })

  it('is for admins only', async () => {
    for (const role of ['moderator', 'user'] as const) {
      const other = await (await userWithRole(role)).token()
      expect((await call('/settings', { token: other })).status).toBe(403)
      expect((await call('/settings', { method: 'PUT', body: {}, token: other })).status).toBe(403)
    }
    expect((await call('/settings')).status).toBe(401)
  })
})

describe('PUT /settings', () => {
  it('stores the seeded settings as the settings screen sends them back, keeping the key it never saw', async () => {
    const screen = (await settingsCall('')).body.data.settings
    const { status, body } = await putSettings({ ...screen, ...seedSettings('Diş Deposu') })
    expect(status).toBe(200)
    expect(body.data.settings.siteName).toEqual({ tr: 'Diş Deposu', en: 'Diş Deposu' })
    expect(body.data.settings.translation.hasApiKey).toBe(true)
    expect(await storedTranslationKey()).toBe(TRANSLATION_KEY)
    const shop = await call<{ settings: PublicSettings }>('/settings/public')
    expect(shop.body.data.settings.contactInfo.email).toBe('destek@dental.local')
    expect(shop.body.data.settings.seo.metaTitle.tr).toBe('Diş Deposu | Diş Hekimliği Malzemeleri')
  })

  it('keeps the stored key for an empty or missing key, replaces it when given, removes it on request', async () => {
    await putSettings({ translation: { enabled: true, model: 'gemini-2.5-flash', apiKey: '' } })
    expect(await storedTranslationKey()).toBe(TRANSLATION_KEY)
    await putSettings({ translation: { enabled: false, model: 'gemini-2.5-flash' } })
    expect(await storedTranslationKey()).toBe(TRANSLATION_KEY)
    const replaced = await putSettings({
      translation: { enabled: true, model: 'gemini-2.5-flash', apiKey: ' AIza-new ' },
    })
    expect(replaced.body.data.settings.translation).toEqual({
      enabled: true,
      model: 'gemini-2.5-flash',
      hasApiKey: true,
    })
    expect(JSON.stringify(replaced.body)).not.toContain('AIza-new')
    expect(await storedTranslationKey()).toBe('AIza-new')
    const cleared = await putSettings({
      translation: { enabled: true, model: 'gemini-2.5-flash', clearApiKey: true },
    })
    expect(cleared.body.data.settings.translation.hasApiKey).toBe(false)
    expect(await storedTranslationKey()).toBe('')
  })

  it('records the key change as "changed" or "removed", never the key', async () => {
    await putSettings({ translation: { enabled: true, model: 'gemini-2.5-pro', apiKey: 'AIza-rotated-key' } })
    await putSettings({ translation: { enabled: true, model: 'gemini-2.5-pro', clearApiKey: true } })
    const rows = (await auditRows('settings', 'settings.update')).slice(-2)
    expect(rows.map((row) => row.details)).toEqual([
      { before: {}, after: {}, apiKey: 'changed' },
      { before: {}, after: {}, apiKey: 'removed' },
    ])
    const all = JSON.stringify(await auditRows('settings'))
    expect(all).not.toContain('AIza-rotated-key')
    expect(all).not.toContain(TRANSLATION_KEY)
  })

  it('leaves the groups it does not carry as stored', async () => {
    await putSettings({ theme: { ...defaultSettings().theme, primary: '#123456' } })
    const { body } = await putSettings({ siteName: { tr: 'Yeni Ad', en: 'New Name' } })
    expect(body.data.settings.theme.primary).toBe('#123456')
    expect(body.data.settings.siteName).toEqual({ tr: 'Yeni Ad', en: 'New Name' })
  })

  it('audits the changed fields only, before and after', async () => {
    await putSettings({
      theme: { ...defaultSettings().theme, primary: '#654321' },
      siteName: { tr: 'Dükkân', en: 'E-Ticaret' },
    })
    const [row] = (await auditRows('settings', 'settings.update')).slice(-1)
    expect(row).toMatchObject({ actorId: adminId(), entityId: null })
    expect(row?.details).toEqual({
      before: { 'theme.primary': '#ba8e1a', 'siteName.tr': 'E-Ticaret' },
      after: { 'theme.primary': '#654321', 'siteName.tr': 'Dükkân' },
    })
  })

  it('refuses an SEO title over 60 and a description over 160 characters, and changes nothing', async () => {
    const title = await putSettings({ seo: { ...seededSeo(), metaTitle: { tr: 'a'.repeat(61) } } })
    expect(title.status).toBe(400)
    expect(title.body.errors).toEqual([
      { field: 'seo.metaTitle.tr', message: 'SEO başlığı en fazla 60 karakter olabilir' },
    ])
    const description = await putSettings(
      {
        seo: {
          ...seededSeo(),
          metaTitle: { tr: 'Başlık', en: 'b'.repeat(60) },
          metaDescription: { tr: 'Açıklama', en: 'c'.repeat(161) },
        },
      },
      { 'Accept-Language': 'en' },
    )
    expect(description.status).toBe(400)
    expect(description.body.errors).toEqual([
      { field: 'seo.metaDescription.en', message: 'The SEO description can be at most 160 characters' },
    ])
    expect((await settingsCall('')).body.data.settings.seo).toEqual(defaultSettings().seo)
  })

  it('stores keywords as a comma separated list', async () => {
    const { body } = await putSettings({
      seo: { ...seededSeo(), metaKeywords: { tr: 'implant ,kompozit,, dolgu' } },
    })
    expect(body.data.settings.seo.metaKeywords.tr).toBe('implant, kompozit, dolgu')
  })

  it('needs every field admin.md marks required, in Turkish, and changes nothing without them', async () => {
    const seeded = seedSettings()
    await putSettings(seeded)
    const blank = await putSettings({
      siteDescription: { tr: ' ', en: 'Supplies' },
      contactInfo: { email: '', phone: '', address: { tr: '' }, workingHours: { en: 'Weekdays' } },
      whatsapp: { isEnabled: false, phoneNumber: ' ', message: {} },
      seo: { metaTitle: { tr: '' }, metaDescription: { tr: ' ' }, metaKeywords: { tr: ', ,' } },
    })
    expect(blank.status).toBe(400)
    expect(blank.body.errors).toEqual([
      { field: 'siteDescription.tr', message: 'Türkçe site açıklaması gereklidir' },
      { field: 'contactInfo.email', message: 'İletişim e-postası gereklidir' },
      { field: 'contactInfo.phone', message: 'İletişim telefonu gereklidir' },
      { field: 'contactInfo.address.tr', message: 'Türkçe adres gereklidir' },
      { field: 'contactInfo.workingHours.tr', message: 'Türkçe çalışma saatleri gereklidir' },
      { field: 'whatsapp.phoneNumber', message: 'WhatsApp numarası gereklidir' },
      { field: 'whatsapp.message.tr', message: 'Türkçe WhatsApp mesajı gereklidir' },
      { field: 'seo.metaTitle.tr', message: 'Türkçe SEO başlığı gereklidir' },
      { field: 'seo.metaDescription.tr', message: 'Türkçe SEO açıklaması gereklidir' },
      { field: 'seo.metaKeywords.tr', message: 'Türkçe anahtar kelimeler gereklidir' },
    ])
    // One group alone, left out fields and all, is refused too.
    const group = await settingsCall('/category/contactInfo', { method: 'PUT', body: { email: 'a@b.co' } })
    expect(group.status).toBe(400)
    expect(group.body.errors?.map((error) => error.field)).toEqual([
      'contactInfo.phone',
      'contactInfo.address',
      'contactInfo.workingHours',
    ])
    const stored = (await settingsCall('')).body.data.settings
    expect(stored.contactInfo).toEqual(seeded.contactInfo)
    expect(stored.seo).toEqual(seeded.seo)
    expect(stored.whatsapp).toEqual(seeded.whatsapp)
  })

  it('needs the Turkish site name and refuses unsafe links', async () => {
    const name = await putSettings({ siteName: { tr: ' ', en: 'Shop' } })
    expect(name.body.errors).toEqual([{ field: 'siteName.tr', message: 'Türkçe site adı gereklidir' }])
    const link = await putSettings({ logoUrl: 'javascript:alert(1)' })
    expect(link.status).toBe(400)
    expect(link.body.errors?.[0]?.field).toBe('logoUrl')
  })
})

describe('PUT /settings/category/{name}', () => {
  it('replaces one group and audits it under its name', async () => {
    const { status, body } = await settingsCall('/category/shipping', {
      method: 'PUT',
      body: {
        freeShippingThreshold: 500,
        standardShippingCost: 25,
        expressShippingCost: 60,
        taxRatePercent: 20,
      },
    })
    expect(status).toBe(200)
    expect(body.data.settings.shipping).toEqual({
      freeShippingThreshold: 500,
      standardShippingCost: 25,
      expressShippingCost: 60,
      taxRatePercent: 20,
    })
    const [row] = (await auditRows('settings', 'settings.update_category')).slice(-1)
    expect(row).toMatchObject({ entityId: 'shipping', details: { after: { 'shipping.taxRatePercent': 20 } } })
  })

  it('checks the group with the same rules, naming the field within the settings', async () => {
    const { status, body } = await settingsCall('/category/seo', {
      method: 'PUT',
      body: { ...seededSeo(), metaTitle: { tr: 'Başlık', en: 'x'.repeat(61) } },
    })
    expect(status).toBe(400)
    expect(body.errors?.[0]).toEqual({
      field: 'seo.metaTitle.en',
      message: 'SEO başlığı en fazla 60 karakter olabilir',
    })
    const tax = await settingsCall('/category/shipping', { method: 'PUT', body: { taxRatePercent: 101 } })
    expect(tax.body.message).toBe('KDV oranı 0 ile 100 arasında olmalıdır')
  })

  it('is a 404 for a name that is no settings group', async () => {
    const { status, body } = await settingsCall('/category/payments', { method: 'PUT', body: {} })
    expect(status).toBe(404)
    expect(body.message).toBe('Ayar kategorisi bulunamadı')
  })

  it('keeps the key through the translation group', async () => {
    await settingsCall('/category/translation', {
      method: 'PUT',
      body: { enabled: false, model: 'gemini-2.5-flash' },
    })
    expect(await storedTranslationKey()).toBe(TRANSLATION_KEY)
  })
})
