import { env } from 'cloudflare:workers'
import { type AdminSettings, defaultSettings, type PublicSettings, toAdminSettings } from '@shop/domain'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { seedSettings } from '../../scripts/seed/content/settings'
import { auditRows, clearAllSettings } from './helpers/admin-settings'
import { type CallOptions, call } from './helpers/api'
import { type TestUser, userWithRole } from './helpers/staff'
import { setTranslationSettings } from './translate-setup'

const KEY = 'AIzaSy-secret-key-0123456789'

let admin: TestUser
let token: string

beforeAll(async () => {
  admin = await userWithRole('admin')
  token = await admin.token()
})

beforeEach(async () => {
  await clearAllSettings()
  await setTranslationSettings({ enabled: true, model: 'gemini-2.5-pro', apiKey: KEY })
})

type Answer = { settings: AdminSettings }
const settingsCall = (path: string, options: CallOptions = {}) =>
  call<Answer>(`/settings${path}`, { token, ...options })
const putSettings = (body: unknown, headers: Record<string, string> = {}) =>
  settingsCall('', { method: 'PUT', body, headers })

/** The seeded shop's SEO texts, every required one filled: a test changes the one it is about. */
const seededSeo = () => seedSettings().seo as NonNullable<ReturnType<typeof seedSettings>['seo']>

async function storedKey(): Promise<string> {
  const row = await env.DB.prepare(`select value from settings where "group" = 'translation'`).first<{
    value: string
  }>()
  return row ? (JSON.parse(row.value) as { apiKey: string }).apiKey : ''
}

describe('GET /settings', () => {
  it('answers the whole settings with the translation key replaced by hasApiKey', async () => {
    const { status, body } = await settingsCall('')
    expect(status).toBe(200)
    const { translation: _t, ...rest } = defaultSettings()
    expect(body.data.settings).toEqual({
      ...rest,
      translation: { enabled: true, model: 'gemini-2.5-pro', hasApiKey: true },
    })
    expect(JSON.stringify(body)).not.toContain(KEY)
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
    expect(await storedKey()).toBe(KEY)
    const shop = await call<{ settings: PublicSettings }>('/settings/public')
    expect(shop.body.data.settings.contactInfo.email).toBe('destek@dental.local')
    expect(shop.body.data.settings.seo.metaTitle.tr).toBe('Diş Deposu | Diş Hekimliği Malzemeleri')
  })

  it('keeps the stored key for an empty or missing key, replaces it when given, removes it on request', async () => {
    await putSettings({ translation: { enabled: true, model: 'gemini-2.5-flash', apiKey: '' } })
    expect(await storedKey()).toBe(KEY)
    await putSettings({ translation: { enabled: false, model: 'gemini-2.5-flash' } })
    expect(await storedKey()).toBe(KEY)
    const replaced = await putSettings({
      translation: { enabled: true, model: 'gemini-2.5-flash', apiKey: ' AIza-new ' },
    })
    expect(replaced.body.data.settings.translation).toEqual({
      enabled: true,
      model: 'gemini-2.5-flash',
      hasApiKey: true,
    })
    expect(JSON.stringify(replaced.body)).not.toContain('AIza-new')
    expect(await storedKey()).toBe('AIza-new')
    const cleared = await putSettings({
      translation: { enabled: true, model: 'gemini-2.5-flash', clearApiKey: true },
    })
    expect(cleared.body.data.settings.translation.hasApiKey).toBe(false)
    expect(await storedKey()).toBe('')
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
    expect(all).not.toContain(KEY)
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
    expect(row).toMatchObject({ actorId: admin.id, entityId: null })
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
    expect(await storedKey()).toBe(KEY)
  })
})

describe('PUT /settings/languages', () => {
  it('sets the default and the offered languages, which the shop reads', async () => {
    const { status } = await settingsCall('/languages', {
      method: 'PUT',
      body: { default: 'tr', supported: ['tr'] },
    })
    expect(status).toBe(200)
    const shop = await call<{ settings: PublicSettings }>('/settings/public')
    expect(shop.body.data.settings.languages).toEqual({ default: 'tr', supported: ['tr'] })
    const english = await settingsCall('/languages', {
      method: 'PUT',
      body: { default: 'en', supported: ['tr', 'en', 'en'] },
    })
    expect(english.body.data.settings.languages).toEqual({ default: 'en', supported: ['tr', 'en'] })
  })

  it('keeps Turkish offered and the default among the offered languages', async () => {
    const noTurkish = await settingsCall('/languages', {
      method: 'PUT',
      body: { default: 'en', supported: ['en'] },
    })
    expect(noTurkish.status).toBe(400)
    expect(noTurkish.body.message).toBe('Türkçe desteklenen diller arasında kalmalıdır')
    const defaultOff = await settingsCall('/languages', {
      method: 'PUT',
      body: { default: 'de', supported: ['tr', 'en'] },
    })
    expect(defaultOff.body.errors).toEqual([
      { field: 'default', message: 'Varsayılan dil desteklenen diller arasında olmalıdır' },
    ])
    expect((await settingsCall('/languages', { method: 'PUT', body: { supported: ['tr'] } })).status).toBe(
      400,
    )
  })
})

describe('POST /settings/reset', () => {
  it('returns everything to the defaults but the translation block, and is audited', async () => {
    await putSettings({
      ...seedSettings('Diş Deposu'),
      maintenance: { isEnabled: true, message: { tr: 'Bakımdayız' } },
    })
    const { status, body } = await settingsCall('/reset', { method: 'POST' })
    expect(status).toBe(200)
    const expected = toAdminSettings({
      ...defaultSettings(),
      translation: { enabled: true, model: 'gemini-2.5-pro', apiKey: KEY },
    })
    expect(body.data.settings).toEqual(expected)
    expect((await settingsCall('')).body.data.settings).toEqual(expected)
    expect(await storedKey()).toBe(KEY)
    const [row] = (await auditRows('settings', 'settings.reset')).slice(-1)
    expect(row?.details).toMatchObject({
      before: { 'siteName.tr': 'Diş Deposu', 'maintenance.isEnabled': true },
      after: { 'siteName.tr': 'E-Ticaret', 'maintenance.isEnabled': false },
    })
  })
})

describe('PATCH /settings/maintenance', () => {
  it('switches maintenance with its message, which the shop reads; the message stays when only the switch is sent', async () => {
    const message = { tr: 'Kısa bir bakım yapıyoruz.', en: 'We are doing a short maintenance.' }
    const on = await settingsCall('/maintenance', { method: 'PATCH', body: { isEnabled: true, message } })
    expect(on.status).toBe(200)
    expect(on.body.data.settings.maintenance).toEqual({ isEnabled: true, message })
    const off = await settingsCall('/maintenance', { method: 'PATCH', body: { isEnabled: false } })
    expect(off.body.data.settings.maintenance).toEqual({ isEnabled: false, message })
    const shop = await call<{ settings: PublicSettings }>('/settings/public')
    expect(shop.body.data.settings.maintenance).toEqual({ isEnabled: false, message })
    const rows = await auditRows('settings', 'settings.update_maintenance')
    expect(rows.map((row) => row.details.after)).toEqual([
      {
        'maintenance.isEnabled': true,
        'maintenance.message.tr': message.tr,
        'maintenance.message.en': message.en,
      },
      { 'maintenance.isEnabled': false },
    ])
  })

  it('refuses a message over 500 characters and a missing switch', async () => {
    const long = await settingsCall('/maintenance', {
      method: 'PATCH',
      body: { isEnabled: true, message: { en: 'a'.repeat(501) } },
    })
    expect(long.status).toBe(400)
    expect(long.body.message).toBe('Bakım mesajı en fazla 500 karakter olabilir')
    expect(
      (await settingsCall('/maintenance', { method: 'PATCH', body: { message: { tr: 'x' } } })).status,
    ).toBe(400)
    expect((await settingsCall('')).body.data.settings.maintenance.isEnabled).toBe(false)
  })
})

describe('POST /settings/test-whatsapp', () => {
  it("answers the wa.me address of the configured number with the message in the caller's language", async () => {
    await putSettings({
      whatsapp: {
        isEnabled: true,
        phoneNumber: '0532 123 45 67',
        message: { tr: 'Merhaba, bilgi almak istiyorum', en: 'Hello there' },
      },
    })
    const tr = await settingsCall('/test-whatsapp', { method: 'POST' })
    expect(tr.status).toBe(200)
    expect(tr.body.data).toEqual({
      whatsappUrl: 'https://wa.me/905321234567?text=Merhaba%2C%20bilgi%20almak%20istiyorum',
    })
    const en = await call<{ whatsappUrl: string }>('/settings/test-whatsapp', {
      method: 'POST',
      token,
      headers: { 'Accept-Language': 'en' },
    })
    expect(en.body.data.whatsappUrl).toBe('https://wa.me/905321234567?text=Hello%20there')
  })

  it('is a 400 when no number is set', async () => {
    const { status, body } = await settingsCall('/test-whatsapp', { method: 'POST' })
    expect(status).toBe(400)
    expect(body.message).toBe('WhatsApp numarası ayarlanmamış')
  })
})

describe('GET /settings/translation/health', () => {
  it('answers enabled, model and whether a key is set, never the key', async () => {
    const { status, body } = await call<Record<string, unknown>>('/settings/translation/health', { token })
    expect(status).toBe(200)
    expect(body.data).toEqual({ enabled: true, model: 'gemini-2.5-pro', hasApiKey: true, provider: 'gemini' })
    expect(JSON.stringify(body)).not.toContain(KEY)
  })
})

describe('the translation key', () => {
  it('appears in no settings answer, public or admin', async () => {
    const answers = await Promise.all([
      call('/settings/public'),
      settingsCall(''),
      putSettings({ siteName: { tr: 'Ad', en: 'Name' } }),
      settingsCall('/category/theme', { method: 'PUT', body: { primary: '#101010' } }),
      settingsCall('/languages', { method: 'PUT', body: { default: 'tr', supported: ['tr', 'en'] } }),
      settingsCall('/maintenance', { method: 'PATCH', body: { isEnabled: false } }),
      settingsCall('/translation/health'),
      settingsCall('/reset', { method: 'POST' }),
    ])
    for (const answer of answers) {
      expect(answer.status).toBe(200)
      expect(JSON.stringify(answer.body)).not.toContain(KEY)
      expect(JSON.stringify(answer.body)).not.toContain('apiKey')
    }
  })
})
