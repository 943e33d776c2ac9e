/** Failures the audit-log API answers (filters of GET /audit-log). Turkish. */
export const adminAuditApiTr = {
  'admin.audit.entity_invalid':
    'Kayıt türü product, category, order, user, page, exchange_rate, settings veya catalogue olmalıdır',
  'admin.audit.filter_invalid': 'Filtre değeri 1 ile 100 karakter arasında olmalıdır',
  'admin.audit.date_invalid': 'Tarih YYYY-AA-GG ya da ISO 8601 biçiminde olmalıdır',
  'admin.audit.range_invalid': 'Bitiş tarihi başlangıç tarihinden önce olamaz',
} as const
