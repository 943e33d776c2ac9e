import { env } from 'cloudflare:workers'
import type { AdminSettings } from '@shop/domain'
import { beforeAll, beforeEach } from 'vitest'
import { setTranslationSettings } from '../translate-setup'
import { clearAllSettings } from './admin-settings'
import { type CallOptions, call } from './api'
import { type TestUser, userWithRole } from './staff'

/** The translation key the session stores; no settings answer may carry it. */
export const TRANSLATION_KEY = 'AIzaSy-secret-key-0123456789'

type Answer = { settings: AdminSettings }

/**
 * An admin calling the settings routes, over settings cleared to the defaults before each test with translation on and
 * TRANSLATION_KEY stored. Registers the file's hooks, so call it once at the top of a test file.
 */
export function adminSettingsSession() {
  let admin: TestUser | undefined
  let token = ''
  beforeAll(async () => {
    admin = await userWithRole('admin')
    token = await admin.token()
  })
  beforeEach(async () => {
    await clearAllSettings()
    await setTranslationSettings({ enabled: true, model: 'gemini-2.5-pro', apiKey: TRANSLATION_KEY })
  })
  const settingsCall = (path: string, options: CallOptions = {}) =>
    call<Answer>(`/settings${path}`, { token, ...options })
  return {
    adminId: () => admin?.id,
    token: () => token,
    settingsCall,
    putSettings: (body: unknown, headers: Record<string, string> = {}) =>
      settingsCall('', { method: 'PUT', body, headers }),
  }
}

/** The translation key as stored in D1 ('' when none is). */
export async function storedTranslationKey(): Promise<string> {
  const row = await env.DB.prepare(`select value from settings where "group" = 'translation'`).first<{
    value: string
  }>()
  return row ? (JSON.parse(row.value) as { apiKey: string }).apiKey : ''
}
