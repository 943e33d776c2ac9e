import { pageTitlesTr } from '@shop/domain/messages/page-titles-tr'
import { sessionTr } from '@shop/domain/messages/session-tr'

/**
 * What the shell itself shows (skip link, fallback header and footer, maintenance page, a section's load error,
 * preview banner, language names) and what its API client words (connection, time-out, session): the shell's whole
 * catalogue, a fraction of the shop's, which spreads it in. frame-catalogue.test.ts fails when the shell's code uses
 * a key missing here.
 */
export const frameTr = {
  ...sessionTr,
  ...pageTitlesTr,
  'app.loading': 'Yükleniyor…',
  'app.skip_to_content': 'İçeriğe geç',
  'error.connection': 'Bağlantı hatası. Lütfen internet bağlantınızı kontrol edin.',
  'error.generic': 'Bir hata oluştu',
  'error.timeout': 'İstek zaman aşımına uğradı',
  'footer.copyright': '© {year} {siteName}. Tüm hakları saklıdır.',
  'header.language': 'Dil',
  'language.ar': 'العربية',
  'language.de': 'Deutsch',
  'language.en': 'English',
  'language.fr': 'Français',
  'language.tr': 'Türkçe',
  'maintenance.contact_intro': 'Siparişiniz ya da acil bir sorunuz için bize buradan ulaşabilirsiniz.',
  'maintenance.contact_title': 'Bize ulaşın',
  'maintenance.default_message':
    'Size daha iyi hizmet verebilmek için kısa bir bakım çalışması yapıyoruz. Lütfen biraz sonra tekrar ziyaret edin.',
  'maintenance.staff_banner': 'Bakım modu açık — müşteriler bakım sayfasını görüyor',
  'maintenance.staff_banner_settings': 'Bakım ayarları',
  'maintenance.title': 'Sitemiz bakımda',
  'maintenance.whatsapp': 'WhatsApp ile yazın',
  'nav.cart_with_count': 'Sepet, {count, plural, =0 {boş} other {# ürün}}',
  'nav.login': 'Giriş Yap',
  'nav.main': 'Ana menü',
  'nav.profile': 'Profilim',
  'remote.load_error': 'Bu bölüm şu anda yüklenemedi',
  'remote.load_error_detail': 'Sayfanın geri kalanı çalışmaya devam ediyor. Lütfen tekrar deneyin.',
  'remote.preview_active': 'Önizleme: {remote} bölümü canlı sürüm yerine şu derlemeden yükleniyor:',
  'remote.preview_close': 'Önizlemeyi kapat',
  'remote.preview_title': 'Önizleme',
  'remote.retry': 'Tekrar dene',
  'settings.load_error': 'Ayarlar yüklenemedi',
} as const

export type FrameMessageKey = keyof typeof frameTr
