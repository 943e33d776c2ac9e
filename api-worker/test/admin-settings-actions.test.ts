import { defaultSettings, type PublicSettings, toAdminSettings } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import { seedSettings } from '../../scripts/seed/content/settings'
import { auditRows } from './helpers/admin-settings'
import { adminSettingsSession, storedTranslationKey, TRANSLATION_KEY } from './helpers/admin-settings-session'
import { call } from './helpers/api'

// The settings calls besides the whole-settings GET and PUTs (admin-settings.test.ts): languages, reset, maintenance,
// the WhatsApp test, the translation health check, and the key kept out of every answer.
const { token, settingsCall, putSettings } = adminSettingsSession()

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
      translation: { enabled: true, model: 'gemini-2.5-pro', apiKey: TRANSLATION_KEY },
    })
    expect(body.data.settings).toEqual(expected)
    expect((await settingsCall('')).body.data.settings).toEqual(expected)
    expect(await storedTranslationKey()).toBe(TRANSLATION_KEY)
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
      token: token(),
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
    const { status, body } = await call<Record<string, unknown>>('/settings/translation/health', {
      token: token(),
    })
    expect(status).toBe(200)
    expect(body.data).toEqual({ enabled: true, model: 'gemini-2.5-pro', hasApiKey: true, provider: 'gemini' })
    expect(JSON.stringify(body)).not.toContain(TRANSLATION_KEY)
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
      expect(JSON.stringify(answer.body)).not.toContain(TRANSLATION_KEY)
      expect(JSON.stringify(answer.body)).not.toContain('apiKey')
    }
  })
})
