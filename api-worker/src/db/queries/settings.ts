import { defaultSettings, type Settings, type SettingsGroup, settingsSchema } from '@shop/domain'
import type { Db } from '../../env'
import { settings } from '../schema'

/**
 * The stored settings groups laid over the defaults. A stored group is parsed with its schema so missing fields take
 * their defaults; a group that no longer parses (an older shape) falls back to its defaults instead of failing.
 */
export async function readSettings(db: Db): Promise<Settings> {
  return settingsOfRows(await db.select({ group: settings.group, value: settings.value }).from(settings))
}

/** `readSettings`' merge, for rows read in a batch with other queries (the order's reads). */
export function settingsOfRows(rows: readonly { group: string; value: unknown }[]): Settings {
  const merged: Record<string, unknown> = { ...defaultSettings() }
  for (const row of rows) {
    const schema = settingsSchema.shape[row.group as SettingsGroup]
    if (!schema) continue
    const parsed = schema.safeParse(row.value)
    if (parsed.success) merged[row.group] = parsed.data
    else console.warn(`settings group "${row.group}" does not parse; using its defaults`)
  }
  return merged as Settings
}
