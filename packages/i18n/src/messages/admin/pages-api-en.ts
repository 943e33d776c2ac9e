import type { adminPagesApiTr } from './pages-api-tr'

export const adminPagesApiEn: Record<keyof typeof adminPagesApiTr, string> = {
  'admin.page.title_required': 'Turkish title is required',
  'admin.page.slug_reserved': 'This slug belongs to one of the shop’s own pages; choose another slug',
  'admin.page.slug_taken': 'This slug is used by another page',
  'admin.page.content_too_large': 'Page content can be at most 200 KB per language',
  'admin.page.changed': 'The page changed meanwhile; reload and try again',
}
