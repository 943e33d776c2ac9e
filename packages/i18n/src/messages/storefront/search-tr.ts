/** Search as you type in the shop header: Turkish. */
export const searchTr = {
  'search.suggestions': 'Arama önerileri',
  'search.products_group': 'Ürünler',
  'search.categories_group': 'Kategoriler',
  'search.category_prefix': 'Kategori: ',
  'search.all_results': '“{q}” için tüm sonuçlar',
  'search.loading': 'Öneriler yükleniyor…',
  'search.count':
    '{count, plural, =0 {Öneri yok} one {# öneri; seçmek için aşağı ok tuşunu kullanın} other {# öneri; seçmek için aşağı ok tuşunu kullanın}}',
  'search.none': '“{q}” ile eşleşen öneri yok. Tüm sonuçlar için Enter’a basın.',
  'search.error': 'Öneriler yüklenemedi',
  'search.retry': 'Tekrar dene',
} as const

export type SearchMessageKey = keyof typeof searchTr
