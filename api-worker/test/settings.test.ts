import { env, exports } from 'cloudflare:workers'
import { type ApiSuccess, defaultSettings, type PublicSettings, toPublicSettings } from '@shop/domain'
import { drizzle } from 'drizzle-orm/d1'
import { describe, expect, it } from 'vitest'
import { settings } from '../src/db/schema'

type Body = ApiSuccess<{ settings: PublicSettings }>

async function getPublicSettings() {
  const res = await exports.default.fetch('http://shop.test/api/settings/public')
  expect(res.status).toBe(200)
  return { text: await res.clone().text(), body: await res.json<Body>() }
}

describe('GET /api/settings/public', () => {
  it('answers the defaults when nothing is stored', async () => {
    const { body } = await getPublicSettings()
    expect(body.success).toBe(true)
    expect(body.data.settings).toEqual(toPublicSettings(defaultSettings()))
    expect(body.data.settings.siteName).toEqual({ tr: 'E-Ticaret', en: 'E-Ticaret' })
    expect(body.data.settings.shipping).toMatchObject({
      freeShippingThreshold: 150,
      standardShippingCost: 15,
    })
  })

  it('lays stored groups over the defaults and never sends the translation block', async () => {
    await drizzle(env.DB)
      .insert(settings)
      .values([
        { group: 'translation', value: { enabled: true, model: 'gemini-2.5-pro', apiKey: 'secret-key-123' } },
        { group: 'siteName', value: { tr: 'Diş Deposu', en: 'Dental Depot' } },
        // A partial group keeps the defaults of the fields it leaves out.
        { group: 'whatsapp', value: { isEnabled: true, phoneNumber: '+905551112233' } },
        // A group that no longer parses falls back to its defaults rather than failing the request.
        { group: 'shipping', value: { freeShippingThreshold: 'lots' } },
        { group: 'not-a-group', value: { anything: true } },
      ])
    const { text, body } = await getPublicSettings()
    expect(body.data.settings.siteName).toEqual({ tr: 'Diş Deposu', en: 'Dental Depot' })
    expect(body.data.settings.whatsapp).toEqual({
      isEnabled: true,
      phoneNumber: '+905551112233',
      message: {},
    })
    expect(body.data.settings.shipping).toEqual(defaultSettings().shipping)
    expect(body.data.settings).not.toHaveProperty('translation')
    expect(body.data.settings).not.toHaveProperty('not-a-group')
    expect(text).not.toContain('apiKey')
    expect(text).not.toContain('secret-key-123')
    expect(text).not.toContain('gemini')
  })

  it('sends exactly the groups a shopper may see', async () => {
    const { body } = await getPublicSettings()
    expect(Object.keys(body.data.settings).sort()).toEqual(
      [
        'theme',
        'siteName',
        'siteDescription',
        'logoUrl',
        'faviconUrl',
        'headerLogoUrl',
        'footerLogoUrl',
        'contactInfo',
        'socialMedia',
        'whatsapp',
        'shipping',
        'seo',
        'languages',
        'currency',
        'ui',
        'maintenance',
      ].sort(),
    )
  })
})
