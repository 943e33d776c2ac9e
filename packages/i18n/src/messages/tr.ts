import { accountTr } from './account/tr'
import { adminAuditApiTr } from './admin/audit-api-tr'
import { adminCatalogueCsvTr } from './admin/catalogue-csv-tr'
import { adminCatalogueToolsTr } from './admin/catalogue-tools-tr'
import { adminCatalogueTr } from './admin/catalogue-tr'
import { adminCategoriesTr } from './admin/categories-tr'
import { adminCommonTr } from './admin/common-tr'
import { adminDashboardTr } from './admin/dashboard-tr'
import { adminLayoutTr } from './admin/layout-tr'
import { adminOrdersApiTr } from './admin/orders-api-tr'
import { adminOrdersScreenTr } from './admin/orders-screen-tr'
import { adminPagesApiTr } from './admin/pages-api-tr'
import { adminProductsTr } from './admin/products-tr'
import { adminRatesScreenTr } from './admin/rates-screen-tr'
import { adminSettingsApiTr } from './admin/settings-api-tr'
import { adminUsersApiTr } from './admin/users-api-tr'
import { adminUsersScreenTr } from './admin/users-screen-tr'
import { storefrontTr } from './storefront/tr'

/** Turkish catalogue: the fallback and default language. Keys are flat and follow the spec (`auth.email_required`). */
export const tr = {
  ...accountTr,
  ...adminAuditApiTr,
  ...adminCatalogueTr,
  ...adminCatalogueCsvTr,
  ...adminCatalogueToolsTr,
  ...adminCategoriesTr,
  ...adminCommonTr,
  ...adminDashboardTr,
  ...adminLayoutTr,
  ...adminOrdersApiTr,
  ...adminOrdersScreenTr,
  ...adminPagesApiTr,
  ...adminProductsTr,
  ...adminRatesScreenTr,
  ...adminSettingsApiTr,
  ...adminUsersApiTr,
  ...adminUsersScreenTr,
  'app.loading': 'Yükleniyor…',
  'app.skip_to_content': 'İçeriğe geç',

  'error.generic': 'Bir hata oluştu',
  'error.connection': 'Bağlantı hatası. Lütfen internet bağlantınızı kontrol edin.',
  'error.timeout': 'İstek zaman aşımına uğradı',
  'error.session_expired': 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.',
  'settings.load_error': 'Ayarlar yüklenemedi',

  'remote.load_error': 'Bu bölüm şu anda yüklenemedi',
  'remote.load_error_detail': 'Sayfanın geri kalanı çalışmaya devam ediyor. Lütfen tekrar deneyin.',
  'remote.retry': 'Tekrar dene',

  'nav.home': 'Ana Sayfa',
  'nav.products': 'Ürünler',
  'nav.categories': 'Kategoriler',
  'nav.cart': 'Sepet',
  'nav.cart_with_count': 'Sepet, {count, plural, =0 {boş} other {# ürün}}',
  'nav.login': 'Giriş Yap',
  'nav.register': 'Kayıt Ol',
  'nav.profile': 'Profilim',
  'nav.orders': 'Siparişlerim',
  'nav.wishlist': 'Favorilerim',
  'nav.admin': 'Yönetim Paneli',
  'nav.logout': 'Çıkış Yap',
  'nav.main': 'Ana menü',

  'footer.copyright': '© {year} {siteName}. Tüm hakları saklıdır.',

  'home.products_title': 'Ürünler',
  'home.products_empty': 'Henüz ürün bulunmuyor',
  'home.products_count': '{count, plural, =0 {Ürün yok} other {# ürün}}',

  'product.add_to_cart': 'Sepete Ekle',
  'product.out_of_stock': 'Stokta yok',
  'product.in_stock': 'Stokta',
  'product.low_stock': 'Son {count} ürün',
  'product.featured': 'Öne çıkan',
  'product.discount_badge': '%{percent} indirim',
  'product.list_error': 'Ürünler yüklenemedi',
  'product.added_to_cart': 'Ürün sepete eklendi',
  'product.max_stock': 'Maksimum {stock} adet ekleyebilirsiniz',

  'price.unavailable': 'Fiyat bilgisi yok',
  'price.original': 'Eski fiyat',
  'price.current': 'Fiyat',

  'not_found.title': 'Sayfa bulunamadı',
  'not_found.description': 'Aradığınız sayfa taşınmış, silinmiş ya da hiç var olmamış olabilir.',
  'not_found.home': 'Ana sayfaya dön',
  'not_found.back': 'Geri git',
  'not_found.whatsapp': 'WhatsApp ile bize yazın',

  'auth.email': 'E-posta',
  'auth.password': 'Şifre',
  'auth.name': 'Ad Soyad',
  'auth.phone': 'Telefon (isteğe bağlı)',
  'auth.confirm_password': 'Şifre tekrar',
  'auth.email_required': 'E-posta adresi gereklidir',
  'auth.email_invalid': 'Geçerli bir e-posta adresi giriniz',
  'auth.password_required': 'Şifre gereklidir',
  'auth.name_required': 'Ad soyad gereklidir',
  'auth.password_min_length': 'Şifre en az 6 karakter olmalıdır',
  'auth.password_mismatch': 'Şifreler eşleşmiyor',
  'auth.phone_invalid': 'Geçerli bir cep telefonu numarası giriniz (5XX XXX XX XX)',
  'auth.show_password': 'Şifreyi göster',
  'auth.hide_password': 'Şifreyi gizle',
  'auth.login_title': 'Giriş Yap',
  'auth.login_subtitle': 'Hesabınıza giriş yapın',
  'auth.login_submit': 'Giriş Yap',
  'auth.logging_in': 'Giriş yapılıyor…',
  'auth.login_success': 'Giriş başarılı!',
  'auth.login_failed': 'Giriş başarısız',
  'auth.no_account': 'Hesabınız yok mu?',
  'auth.register_link': 'Kayıt olun',
  'auth.register_title': 'Kayıt Ol',
  'auth.register_subtitle': 'Yeni bir hesap oluşturun',
  'auth.register_submit': 'Kayıt Ol',
  'auth.registering': 'Kayıt yapılıyor…',
  'auth.register_success': 'Kayıt başarılı!',
  'auth.register_failed': 'Kayıt başarısız',
  'auth.have_account': 'Zaten hesabınız var mı?',
  'auth.login_link': 'Giriş yapın',
  'auth.whatsapp_help': 'Giriş yaparken sorun mu yaşıyorsunuz? WhatsApp ile yazın',
  'auth.logout_success': 'Çıkış yapıldı',

  'auth.current_password_required': 'Mevcut şifre gereklidir',
  'auth.new_password_required': 'Yeni şifre gereklidir',
  'auth.current_password_wrong': 'Mevcut şifre hatalı',
  'auth.invalid_credentials': 'Geçersiz e-posta veya şifre',
  'auth.account_deactivated': 'Hesabınız devre dışı bırakılmış. Lütfen bizimle iletişime geçin.',
  'auth.too_many_attempts':
    'Çok fazla başarısız giriş denemesi. Lütfen {minutes} dakika sonra tekrar deneyin.',
  'auth.email_taken': 'Bu e-posta adresi zaten kayıtlı',
  'auth.login_required': 'Bu işlem için giriş yapmanız gerekiyor',
  'auth.access_denied': 'Bu işlem için yetkiniz yok',
  'validation.too_long': 'Bu alan çok uzun',
  'address.full_name_required': 'Ad soyad gereklidir',
  'address.phone_required': 'Telefon gereklidir',
  'address.phone_invalid': 'Geçerli bir telefon numarası giriniz',
  'address.city_required': 'İl gereklidir',
  'address.district_required': 'İlçe gereklidir',
  'address.neighborhood_required': 'Mahalle gereklidir',
  'address.address_line_required': 'Adres gereklidir',
  'address.postal_code_invalid': 'Posta kodu 5 haneli olmalıdır',
  'address.not_found': 'Adres bulunamadı',
  'address.limit_reached': 'En fazla {max} adres kaydedebilirsiniz',
  'order.items_required': 'Sepetinizde ürün bulunmuyor',
  'order.too_many_items': 'Bir siparişte en fazla 50 farklı ürün olabilir',
  'order.product_required': 'Ürün seçilmelidir',
  'order.quantity_invalid': 'Adet 1 ile 999 arasında bir tam sayı olmalıdır',
  'order.duplicate_item': 'Aynı ürün siparişte birden fazla kez yer alamaz',
  'order.notes_too_long': 'Sipariş notu en fazla 1000 karakter olabilir',
  'order.not_found': 'Sipariş bulunamadı',
  'order.cannot_cancel': 'Bu sipariş iptal edilemez',
  'order.insufficient_stock': '{product} için yeterli stok yok (stokta {stock} adet var)',
  'order.product_unavailable': '{product} artık satışta değil',
  'order.product_not_found': 'Ürün bulunamadı: {product}',
  'order.idempotency_mismatch': 'Bu istek anahtarı farklı bir sipariş için kullanılmış',
  'product.not_found': 'Ürün bulunamadı',

  'header.search_label': 'Ürün ara',
  'header.search_placeholder': 'Ürün, marka veya kategori ara',
  'header.search_submit': 'Ara',
  'header.language': 'Dil',
  'header.currency': 'Para birimi',
  'header.account_menu': 'Hesap menüsü',
  'header.contact_strip': 'İletişim bilgileri',
  'language.tr': 'Türkçe',
  'language.en': 'English',
  'footer.corporate': 'Kurumsal',
  'footer.contact': 'İletişim',
  'footer.about': 'Hakkımızda',
  'footer.contact_page': 'İletişim',
  'footer.faq': 'Sık Sorulan Sorular',
  'footer.shipping': 'Kargo Bilgileri',
  'footer.returns': 'İade Politikası',
  'footer.privacy': 'Gizlilik Politikası',
  'footer.terms': 'Hizmet Şartları',
  'footer.whatsapp': 'WhatsApp ile yazın',
  ...storefrontTr,
} as const

export type MessageKey = keyof typeof tr
