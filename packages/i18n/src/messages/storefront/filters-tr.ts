/** Sorting and filtering the product list, category page and search results: Turkish. */
export const filtersTr = {
  'filters.title': 'Filtreler',
  'filters.open': 'Filtrele',
  'filters.close': 'Kapat',
  'filters.show_results': '{count, plural, =0 {Sonuç yok} other {# ürünü göster}}',
  'filters.sort_label': 'Sırala',
  'filters.sort.relevance': 'En uygun',
  'filters.sort.newest': 'En yeni',
  'filters.sort.price_asc': 'Fiyat: düşükten yükseğe',
  'filters.sort.price_desc': 'Fiyat: yüksekten düşüğe',
  'filters.sort.name': 'Ada göre (A–Z)',
  'filters.category': 'Kategori',
  'filters.all_categories': 'Tüm kategoriler',
  'filters.whole_category': 'Tümü: {name}',
  'filters.price': 'Fiyat aralığı (₺)',
  'filters.min_price': 'En düşük',
  'filters.max_price': 'En yüksek',
  'filters.apply_price': 'Uygula',
  'filters.availability': 'Durum',
  'filters.in_stock': 'Yalnızca stoktakiler',
  'filters.on_sale': 'Yalnızca indirimdekiler',
  'filters.clear_all': 'Tümünü temizle',
  'filters.active_count': '{count, plural, one {# filtre seçili} other {# filtre seçili}}',
} as const

export type FiltersMessageKey = keyof typeof filtersTr
