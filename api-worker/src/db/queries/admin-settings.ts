import { SETTINGS_GROUPS, type Settings, type SettingsGroup } from '@shop/domain'
import { inArray } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { Db } from '../../env'
import { auditStatement } from '../../lib/audit'
import { settings } from '../schema'

type Fields = Record<string, unknown>

/**
 * The settings as the audit log shows them: nested groups flattened to dotted fields (`theme.primary`,
 * `seo.metaTitle.tr`) so a change lists only what changed, and the translation key left out.
 */
export function auditView(value: Settings): Fields {
  const { apiKey: _apiKey, ...translation } = value.translation
  const fields: Fields = {}
  const walk = (prefix: string, node: unknown) => {
    if (node !== null && typeof node === 'object' && !Array.isArray(node)) {
      for (const [key, child] of Object.entries(node)) walk(prefix ? `${prefix}.${key}` : key, child)
    } else {
      fields[prefix] = node
    }
  }
  walk('', { ...value, translation })
  return fields
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** The groups whose value differs between two settings. */
export function changedGroups(before: Settings, after: Settings): SettingsGroup[] {
  return SETTINGS_GROUPS.filter((group) => !same(before[group], after[group]))
}

/** How the audit row names a key change: never the key itself. */
function keyNote(before: Settings, after: Settings): Fields | undefined {
  if (before.translation.apiKey === after.translation.apiKey) return undefined
  return { apiKey: after.translation.apiKey === '' ? 'removed' : 'changed' }
}

export interface SettingsWrite {
  actorId: string
  /** The audit verb: 'update', 'update_category', 'update_languages', 'update_maintenance', 'reset', … */
  verb: string
  /** The group a single-group write is about. */
  entityId?: string | null
  before: Settings
  after: Settings
  /** Groups to delete, so they read as their defaults (reset); `after` holds those defaults. */
  toDefaults?: readonly SettingsGroup[]
}

/**
 * The statements that store each changed group and one audit row with the before/after of the changed fields (none
 * when nothing changed); a reset first deletes its groups, so they read as their defaults.
 */
export function settingsWriteStatements(db: Db, write: SettingsWrite): BatchItem<'sqlite'>[] {
  const { actorId, before, after } = write
  const groups = changedGroups(before, after)
  const deleted = write.toDefaults ?? []
  const statements: BatchItem<'sqlite'>[] = []
  if (deleted.length > 0) statements.push(db.delete(settings).where(inArray(settings.group, [...deleted])))
  if (groups.length === 0) return statements
  const now = new Date().toISOString()
  for (const group of groups) {
    if (deleted.includes(group)) continue
    const value = after[group]
    statements.push(
      db
        .insert(settings)
        .values({ group, value, updatedBy: actorId, updatedAt: now })
        .onConflictDoUpdate({ target: settings.group, set: { value, updatedBy: actorId, updatedAt: now } }),
    )
  }
  statements.push(
    auditStatement(db, {
      actorId,
      entity: 'settings',
      verb: write.verb,
      entityId: write.entityId ?? null,
      before: auditView(before),
      after: auditView(after),
      note: keyNote(before, after),
    }),
  )
  return statements
}

/** Stores a settings change in one batch; answers the groups that changed. */
export async function writeSettings(db: Db, write: SettingsWrite): Promise<SettingsGroup[]> {
  const [first, ...rest] = settingsWriteStatements(db, write)
  if (first) await db.batch([first, ...rest])
  return changedGroups(write.before, write.after)
}

/** Media paths the settings point at (logos, favicon, the SEO image): released when a write drops them. */
export function settingsMedia(value: Settings): string[] {
  return [
    value.logoUrl,
    value.headerLogoUrl,
    value.footerLogoUrl,
    value.faviconUrl,
    value.seo.ogImage,
  ].filter((path) => path !== '')
}

/** The media paths `before` pointed at that `after` no longer does. */
export function droppedMedia(before: Settings, after: Settings): string[] {
  const kept = new Set(settingsMedia(after))
  return settingsMedia(before).filter((path) => !kept.has(path))
}
