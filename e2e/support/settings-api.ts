import type { APIRequestContext } from '@playwright/test'
import { bearer, dataOf } from './shop-api'

type Localized = Partial<Record<'tr' | 'en', string>>

/** The part of GET /settings these tests change and put back. */
export interface SettingsSnapshot {
  theme: { background: string; foreground: string; primary: string; primaryForeground: string }
  siteName: Localized
  languages: { default: string; supported: string[] }
  maintenance: { isEnabled: boolean; message: Localized }
}

export async function readSettings(request: APIRequestContext, adminToken: string) {
  const { settings } = await dataOf<{ settings: SettingsSnapshot }>(
    request.get('/api/settings', { headers: bearer(adminToken) }),
  )
  return settings
}

/**
 * Puts back what a test may have changed, each through its own call (PUT /settings with the theme and the site name,
 * PUT /settings/languages, PATCH /settings/maintenance), so the tests after it see the shop as before.
 */
export async function restoreSettings(
  request: APIRequestContext,
  adminToken: string,
  before: SettingsSnapshot,
) {
  const headers = bearer(adminToken)
  await dataOf(
    request.put('/api/settings', { headers, data: { theme: before.theme, siteName: before.siteName } }),
  )
  await dataOf(request.put('/api/settings/languages', { headers, data: before.languages }))
  await dataOf(request.patch('/api/settings/maintenance', { headers, data: before.maintenance }))
}

/** Maintenance switched through the call the settings screen's switch makes. */
export async function setMaintenance(
  request: APIRequestContext,
  adminToken: string,
  maintenance: { isEnabled: boolean; message?: Localized },
) {
  await dataOf(request.patch('/api/settings/maintenance', { headers: bearer(adminToken), data: maintenance }))
}
