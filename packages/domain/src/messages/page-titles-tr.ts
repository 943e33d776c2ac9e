/** Page names the storefront puts in the browser tab and the worker writes into the page head before it runs. */
export const pageTitlesTr = {
  'nav.home': 'Ana Sayfa',
  'catalog.title': 'Ürünler',
  'categories.title': 'Tüm kategoriler',
  'categories.meta_description': '{siteName} ürün kategorileri',
  'product_detail.not_found_title': 'Ürün bulunamadı',
  'category.not_found_title': 'Kategori bulunamadı',
  'not_found.title': 'Sayfa bulunamadı',
  'not_found.description': 'Aradığınız sayfa taşınmış, silinmiş ya da hiç var olmamış olabilir.',
  'placeholder.about_title': 'Hakkımızda',
  'placeholder.contact_title': 'İletişim',
  'placeholder.faq_title': 'Sıkça Sorulan Sorular',
  'placeholder.privacy_title': 'Gizlilik Politikası',
  'placeholder.terms_title': 'Hizmet Şartları',
} as const
