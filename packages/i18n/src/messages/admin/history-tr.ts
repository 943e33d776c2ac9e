/** A record's history on its admin page (an order's detail, a product's edit form): its audit rows. */
export const adminHistoryTr = {
  'admin.history.title': 'Geçmiş',
  'admin.history.empty': 'Henüz kayıtlı bir değişiklik yok',
  'admin.history.load_error': 'Geçmiş yüklenemedi',
  'admin.history.more': 'Daha eski değişiklikler',
} as const
