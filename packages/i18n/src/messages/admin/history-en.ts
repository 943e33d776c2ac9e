import type { adminHistoryTr } from './history-tr'

/** A record's history on its admin page. English. */
export const adminHistoryEn: Record<keyof typeof adminHistoryTr, string> = {
  'admin.history.title': 'History',
  'admin.history.empty': 'No changes recorded yet',
  'admin.history.load_error': 'The history could not be loaded',
  'admin.history.more': 'Older changes',
}
