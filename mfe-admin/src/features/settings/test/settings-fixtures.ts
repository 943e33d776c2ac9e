import {
  type AdminExchangeRate,
  type AdminSettings,
  defaultSettings,
  type SettingsUpdateInput,
  toAdminSettings,
} from '@shop/domain'
import { http } from 'msw'
import { ok, translateHandler } from '../../../test/api-server'
import { requiredTexts, translationHealthHandler } from './settings-card-fixture'

/** Stored settings with a key set and the required texts filled, as GET /settings answers them. */
export function storedSettings(): AdminSettings {
  return toAdminSettings({
    ...defaultSettings(),
    translation: { enabled: true, model: 'gemini-2.5-pro', apiKey: 'AIza-stored' },
    ...requiredTexts(),
    siteDescription: { tr: 'Diş hekimleri için sarf malzemeleri', en: 'Supplies for dentists' },
    logoUrl: '/media/logos/old.png',
    shipping: {
      freeShippingThreshold: 750,
      standardShippingCost: 49.9,
      expressShippingCost: 99,
      taxRatePercent: 18,
    },
  })
}

export const storedRates = (): AdminExchangeRate[] => [
  {
    _id: 'r-usd',
    targetCurrency: 'USD',
    rate: 34.5,
    isActive: true,
    lastUpdated: '2025-05-20T09:30:00.000Z',
    updatedBy: { _id: 'a1', name: 'Yönetici Ayşe' },
  },
]

/** What the settings screen's calls received, for a test to read. */
export interface SettingsCalls {
  saved: SettingsUpdateInput[]
  rates: unknown[]
}

/**
 * The settings screen's API: GET /settings answers `current()`, PUT /settings stores and answers the body, the stored
 * rates and their bulk update (with the cache clear), the translation call of the per-language fields and the
 * translation service's health.
 */
export function settingsScreenHandlers(current: () => AdminSettings, calls: SettingsCalls) {
  return [
    http.get('*/api/settings', () => ok({ settings: current() })),
    http.put('*/api/settings', async ({ request }) => {
      const body = (await request.json()) as SettingsUpdateInput
      calls.saved.push(body)
      return ok({ settings: { ...current(), ...body, translation: current().translation } })
    }),
    http.get('*/api/exchange-rates/admin', () => ok({ exchangeRates: storedRates() })),
    http.put('*/api/exchange-rates/bulk-update', async ({ request }) => {
      calls.rates.push(await request.json())
      return ok({ exchangeRates: storedRates() })
    }),
    http.delete('*/api/exchange-rates/cache', () => ok({ cleared: true })),
    translateHandler(),
    translationHealthHandler(),
  ]
}
