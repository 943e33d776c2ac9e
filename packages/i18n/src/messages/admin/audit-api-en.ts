import type { adminAuditApiTr } from './audit-api-tr'

export const adminAuditApiEn: Record<keyof typeof adminAuditApiTr, string> = {
  'admin.audit.entity_invalid':
    'Record type must be product, category, order, user, page, exchange_rate, settings or catalogue',
  'admin.audit.filter_invalid': 'A filter value must be 1 to 100 characters long',
  'admin.audit.date_invalid': 'Dates must be written YYYY-MM-DD or in ISO 8601',
  'admin.audit.range_invalid': 'The end date cannot be before the start date',
}
