/**
 * Messages of the catalogue CSV import (admin.md, catalogue CSV): the row errors of an import report and the
 * failures of the import call. Turkish.
 */
export const adminCatalogueCsvTr = {
  'admin.csv.file_required': 'Bir CSV dosyası gönderilmelidir (text/csv gövdesi veya file alanı)',
  'admin.csv.too_large': 'Dosya çok büyük (en fazla {max} MB)',
  'admin.csv.too_many_rows': 'Tek seferde en fazla {max} ürün satırı içe aktarılabilir',
  'admin.csv.header_missing': 'Dosyada başlık satırı yok',
  'admin.csv.header_invalid':
    'Başlık satırı beklenen sütunlarla uyuşmuyor (eksik: {missing}; fazla: {unknown})',
  'admin.csv.column_count': 'Satırda {expected} sütun olmalı, {actual} sütun var',
  'admin.csv.unreadable_row': 'Satır okunamadı; tırnak işaretlerini kontrol edin',
  'admin.csv.duplicate_sku': 'Bu SKU dosyanın {line}. satırında da var',
  'admin.csv.duplicate_slug': 'Bu adres (slug) dosyanın {line}. satırında da var',
  'admin.csv.boolean_invalid': 'true veya false olmalıdır',
  'admin.csv.specifications_invalid': 'Özellikler geçerli bir JSON dizisi olmalıdır',
  'admin.csv.value_invalid': 'Geçersiz değer',
  'admin.csv.category_path_invalid':
    'Kategori yolu kökten başlayan, / ile ayrılmış slug’lardan oluşmalıdır (ör. endodonti/egeler)',
  'admin.csv.category_parent_mismatch': '“{slug}” kategorisi başka bir üst kategorinin altında',
  'admin.csv.category_name_required':
    'Yeni “{slug}” kategorisi için Türkçe ad gereklidir (category_names_tr)',
  'admin.csv.import_refused': 'İçe aktarma yapılmadı: dosyada {count} hata var',
} as const
