import type { Language } from '@shop/domain'
import type { AuditListParams } from '../lib/list-params'

/** Query keys of the audit log screen, generic to specific. */
export const auditLogKeys = {
  all: () => ['admin', 'audit-log'] as const,
  list: (params: AuditListParams, language: Language) =>
    [...auditLogKeys.all(), 'list', params, language] as const,
}
