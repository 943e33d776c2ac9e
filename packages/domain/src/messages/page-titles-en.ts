import type { pageTitlesTr } from './page-titles-tr'

/** English page names (see page-titles-tr.ts). */
export const pageTitlesEn: Record<keyof typeof pageTitlesTr, string> = {
  'nav.home': 'Home',
  'catalog.title': 'Products',
  'categories.title': 'All categories',
  'categories.meta_description': '{siteName} product categories',
  'product_detail.not_found_title': 'Product not found',
  'category.not_found_title': 'Category not found',
  'not_found.title': 'Page not found',
  'not_found.description': 'The page you are looking for may have been moved, deleted or never existed.',
  'placeholder.about_title': 'About us',
  'placeholder.contact_title': 'Contact',
  'placeholder.faq_title': 'Frequently asked questions',
  'placeholder.privacy_title': 'Privacy policy',
  'placeholder.terms_title': 'Terms of service',
}
