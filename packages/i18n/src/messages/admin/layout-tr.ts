/** The admin frame: brand, menu, top bar, role names, the no-access panel and the admin 404. Turkish. */
export const adminLayoutTr = {
  'admin.title': 'Yönetim Paneli',
  'admin.nav_label': 'Yönetim menüsü',
  'admin.nav.dashboard': 'Gösterge Paneli',
  'admin.nav.products': 'Ürünler',
  'admin.nav.categories': 'Kategoriler',
  'admin.nav.pages': 'Sayfalar',
  'admin.nav.orders': 'Siparişler',
  'admin.nav.users': 'Kullanıcılar',
  'admin.nav.exchange_rates': 'Döviz Kurları',
  'admin.nav.settings': 'Site Ayarları',
  'admin.nav.audit_log': 'İşlem Kayıtları',
  'admin.go_to_site': 'Siteye git',
  'admin.signed_in_user': 'Oturumu açık kullanıcı',
  'admin.role_label': 'Rol',
  'admin.no_access.title': 'Bu bölüme erişiminiz yok',
  'admin.no_access.detail':
    'Bu bölümü yalnızca yöneticiler açabilir. Erişebileceğiniz bölümler yönetim menüsünde listelenir.',
  'admin.section_not_found': 'Bu yönetim sayfası bulunamadı',
} as const
