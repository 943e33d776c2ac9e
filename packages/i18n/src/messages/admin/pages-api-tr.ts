/**
 * Content page messages shared by the API and the admin page form: validation (admin.md §5, "Turkish title and slug
 * are required") and the failures the pages calls answer. Turkish.
 */
export const adminPagesApiTr = {
  'admin.page.title_required': 'Türkçe başlık gereklidir',
  'admin.page.slug_reserved': 'Bu slug mağazanın kendi sayfalarından birine ait; başka bir slug seçin',
  'admin.page.slug_taken': 'Bu slug başka bir sayfada kullanılıyor',
  'admin.page.content_too_large': 'Sayfa içeriği her dil için en fazla 200 KB olabilir',
  'admin.page.changed': 'Sayfa bu sırada değişti; sayfayı yenileyip tekrar deneyin',
} as const
