import { pageTitlesTr } from '@shop/domain/messages/page-titles-tr'
import { sharedShopTr } from '@shop/domain/messages/shop-tr'
import { checkoutQuoteTr } from './account/checkout-quote-tr'
import { accountTr } from './account/tr'
import type { adminTr } from './admin/tr'
import { frameTr } from './frame/tr'
import { cartCheckTr } from './storefront/cart-check-tr'
import { filtersTr } from './storefront/filters-tr'
import { searchTr } from './storefront/search-tr'
import { storefrontTr } from './storefront/tr'

/** Turkish catalogue: the fallback and default language. Keys are flat and follow the spec (`auth.email_required`). */
export const tr = {
  ...accountTr,
  ...checkoutQuoteTr,
  ...frameTr,
  'admin.role.admin': 'Yönetici',
  'admin.role.user': 'Kullanıcı',
  'admin.role.moderator': 'Moderatör',

  'unsaved_changes.message':
    'Kaydedilmemiş değişiklikleriniz var. Şimdi ayrılırsanız bu değişiklikler kaybolacak.',
  'unsaved_changes.leave': 'Kaydetmeden ayrıl',

  'nav.products': 'Ürünler',
  'nav.categories': 'Kategoriler',
  'nav.cart': 'Sepet',
  'nav.cart_items_unit': '{count, plural, other {ürün}}',
  'nav.register': 'Kayıt Ol',
  'nav.orders': 'Siparişlerim',
  'nav.wishlist': 'Favorilerim',
  'nav.admin': 'Yönetim Paneli',
  'nav.logout': 'Çıkış Yap',

  'home.products_title': 'Ürünler',
  'home.products_empty': 'Henüz ürün bulunmuyor',
  'home.products_count': '{count, plural, =0 {Ürün yok} other {# ürün}}',

  'product.add_to_cart': 'Sepete Ekle',
  'product.in_stock': 'Stokta',
  'product.low_stock': 'Son {count} ürün',
  'product.featured': 'Öne çıkan',
  'product.discount_badge': '%{percent} indirim',
  'product.list_error': 'Ürünler yüklenemedi',
  'product.added_to_cart': 'Ürün sepete eklendi',

  'price.unavailable': 'Fiyat bilgisi yok',
  'price.original': 'Eski fiyat',
  'price.current': 'Fiyat',

  'not_found.heading': 'Sayfa bulunamadı — {siteName}',
  'not_found.home': 'Ana sayfaya dön',
  'not_found.back': 'Geri git',
  'not_found.whatsapp': 'WhatsApp ile bize yazın',

  'auth.email': 'E-posta',
  'auth.password': 'Şifre',
  'auth.name': 'Ad Soyad',
  'auth.phone': 'Telefon (isteğe bağlı)',
  'auth.confirm_password': 'Şifre tekrar',
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

  'header.search_label': 'Ürün ara',
  'header.search_placeholder': 'Ürün, marka veya kategori ara',
  'header.search_submit': 'Ara',
  'header.currency': 'Para birimi',
  'header.account_menu': 'Hesap menüsü',
  'header.contact_strip': 'İletişim bilgileri',
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
  ...searchTr,
  ...filtersTr,
  ...cartCheckTr,
  ...sharedShopTr,
  ...pageTitlesTr,
} as const

/** Keys of the shop's own catalogue, which every app loads. */
export type ShopMessageKey = keyof typeof tr
/** Every key, the admin's included (admin/tr.ts, loaded only by the admin remote). */
export type MessageKey = ShopMessageKey | keyof typeof adminTr
