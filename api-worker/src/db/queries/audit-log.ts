import {
  AUDIT_ENTITIES,
  type AuditEntityName,
  type AuditLogEntry,
  type AuditLogFilter,
  type AuditLogListEntry,
  type Language,
  type Pagination,
  paginate,
} from '@shop/domain'
import { and, count, desc, eq, gte, inArray, isNotNull, lte, type SQL } from 'drizzle-orm'
import type { Db } from '../../env'
import { auditLog, users } from '../schema'
import { withRecordLabels } from './audit-record-labels'

/**
 * The conditions of a filter. An entity id without an entity is looked up among every entity (`entity in (…)`):
 * that lets SQLite walk audit_log_entity_idx (entity, entity_id, created_at) instead of the whole table.
 */
function conditions(filter: AuditLogFilter): SQL[] {
  const where: SQL[] = []
  if (filter.entity) where.push(eq(auditLog.entity, filter.entity))
  else if (filter.entityId) where.push(inArray(auditLog.entity, [...AUDIT_ENTITIES]))
  if (filter.entityId) where.push(eq(auditLog.entityId, filter.entityId))
  if (filter.actor) where.push(eq(auditLog.actorId, filter.actor))
  if (filter.action) where.push(eq(auditLog.action, filter.action))
  if (filter.from) where.push(gte(auditLog.createdAt, filter.from))
  if (filter.to) where.push(lte(auditLog.createdAt, filter.to))
  return where
}

/** GET /audit-log: the rows the filter finds, newest first, each with who made it (a deleted user anonymised). */
export async function listAuditLog(
  db: Db,
  filter: AuditLogFilter,
): Promise<{ entries: AuditLogEntry[]; pagination: Pagination }> {
  const where = and(...conditions(filter))
  const [rows, [counted]] = await db.batch([
    db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        details: auditLog.details,
        createdAt: auditLog.createdAt,
        // Not users.id: two columns named `id` in one select are read back by name, and one would win.
        actorFound: isNotNull(users.id),
        actorId: auditLog.actorId,
        actorName: users.name,
        actorEmail: users.email,
        actorDeleted: isNotNull(users.deletedAt),
      })
      .from(auditLog)
      .leftJoin(users, eq(auditLog.actorId, users.id))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ total: count() }).from(auditLog).where(where),
  ])
  return {
    entries: rows.map((row) => ({
      _id: row.id,
      action: row.action,
      entity: row.entity as AuditEntityName,
      entityId: row.entityId,
      actor:
        row.actorFound && row.actorId
          ? {
              _id: row.actorId,
              name: row.actorName ?? '',
              email: row.actorEmail ?? '',
              deleted: Boolean(row.actorDeleted),
            }
          : null,
      // Written by JSON.stringify or SQLite's json functions: JSON values only.
      details: (row.details ?? {}) as AuditLogEntry['details'],
      createdAt: row.createdAt,
    })),
    pagination: paginate(filter.page, filter.limit, counted?.total ?? 0),
  }
}

/** GET /audit-log: a page of the log, each entry with its record named in `language` (one more batch, not one a row). */
export async function listNamedAuditLog(
  db: Db,
  filter: AuditLogFilter,
  language: Language,
): Promise<{ entries: AuditLogListEntry[]; pagination: Pagination }> {
  const page = await listAuditLog(db, filter)
  return { entries: await withRecordLabels(db, page.entries, language), pagination: page.pagination }
}
