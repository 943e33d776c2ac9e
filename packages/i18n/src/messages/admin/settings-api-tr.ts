/**
 * Admin messages of the exchange-rate and settings API: the spec's texts word for word where admin.md §5 gives them
 * (rates, logo upload), clear ones for the server's own rules. Turkish.
 */
export const adminSettingsApiTr = {
  'admin.rates.at_least_one': 'En az bir kur değeri girmelisiniz',
  'admin.rates.usd_range': 'USD kuru 0 ile 1,000,000 arasında olmalıdır',
  'admin.rates.eur_range': 'EUR kuru 0 ile 1,000,000 arasında olmalıdır',
  'admin.rates.currency_unsupported': 'Yalnızca USD ve EUR kurları yönetilebilir',
  'admin.rates.not_found': 'Kur bulunamadı',
  'admin.rates.changed': 'Kurlar bu sırada değişti; sayfayı yenileyip tekrar deneyin',
  'admin.settings.category_not_found': 'Ayar kategorisi bulunamadı',
  'admin.settings.site_name_required': 'Türkçe site adı gereklidir',
  'admin.settings.seo_title_max': 'SEO başlığı en fazla 60 karakter olabilir',
  'admin.settings.seo_description_max': 'SEO açıklaması en fazla 160 karakter olabilir',
  'admin.settings.seo_keywords_max': 'Anahtar kelimeler en fazla 500 karakter olabilir',
  'admin.settings.url_invalid': 'Adres http(s):// veya / ile başlamalıdır',
  'admin.settings.whatsapp_number_invalid': 'Geçerli bir WhatsApp numarası giriniz',
  'admin.settings.whatsapp_number_required': 'WhatsApp açıkken telefon numarası gereklidir',
  'admin.settings.whatsapp_not_configured': 'WhatsApp numarası ayarlanmamış',
  'admin.settings.tax_rate_range': 'KDV oranı 0 ile 100 arasında olmalıdır',
  'admin.settings.turkish_required': 'Türkçe desteklenen diller arasında kalmalıdır',
  'admin.settings.default_language_unsupported': 'Varsayılan dil desteklenen diller arasında olmalıdır',
  'admin.settings.maintenance_message_max': 'Bakım mesajı en fazla 500 karakter olabilir',
  'admin.settings.logo_kind_invalid': 'Logo türü logo, headerLogo, footerLogo veya favicon olmalıdır',
  'admin.settings.logo_type_invalid': 'Geçersiz dosya formatı!',
  'admin.settings.logo_too_large': "Dosya boyutu 2MB'dan küçük olmalıdır!",
  'maintenance.orders_closed': 'Site bakımda; şu anda sipariş alınamıyor. Lütfen daha sonra tekrar deneyin.',
} as const
