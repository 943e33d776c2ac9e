import { AUDIT_ENTITIES, type AuditEntityName } from '@shop/domain'
import type { MessageKey } from '@shop/i18n'

export const ENTITY_LABEL = {
  product: 'admin.audit_screen.entity.product',
  category: 'admin.audit_screen.entity.category',
  order: 'admin.audit_screen.entity.order',
  user: 'admin.audit_screen.entity.user',
  page: 'admin.audit_screen.entity.page',
  exchange_rate: 'admin.audit_screen.entity.exchange_rate',
  settings: 'admin.audit_screen.entity.settings',
  catalogue: 'admin.audit_screen.entity.catalogue',
} as const satisfies Record<AuditEntityName, MessageKey>

const VERB_LABEL: Record<string, MessageKey> = {
  create: 'admin.audit_screen.verb.create',
  update: 'admin.audit_screen.verb.update',
  delete: 'admin.audit_screen.verb.delete',
  toggle_status: 'admin.audit_screen.verb.toggle_status',
  update_status: 'admin.audit_screen.verb.update_status',
  update_stock: 'admin.audit_screen.verb.update_stock',
  update_category: 'admin.audit_screen.verb.update_category',
  update_featured: 'admin.audit_screen.verb.update_featured',
  reset_password: 'admin.audit_screen.verb.reset_password',
  change_role: 'admin.audit_screen.verb.change_role',
  reset: 'admin.audit_screen.verb.reset',
  clear_cache: 'admin.audit_screen.verb.clear_cache',
  upload_logo: 'admin.audit_screen.verb.upload_logo',
  import: 'admin.audit_screen.verb.import',
}

/** The message keys that put an action (`<entity>.<verb>`) in words, or null when either part is unknown. */
export function actionWordKeys(action: string): { entity: MessageKey; verb: MessageKey } | null {
  const dot = action.indexOf('.')
  if (dot < 0) return null
  const entity = action.slice(0, dot)
  const verb = VERB_LABEL[action.slice(dot + 1)]
  if (!verb || !(AUDIT_ENTITIES as readonly string[]).includes(entity)) return null
  return { entity: ENTITY_LABEL[entity as AuditEntityName], verb }
}
