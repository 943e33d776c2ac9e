import { pageTitlesEn } from '@shop/domain/messages/page-titles-en'
import { sharedShopEn } from '@shop/domain/messages/shop-en'
import { checkoutQuoteEn } from './account/checkout-quote-en'
import { accountEn } from './account/en'
import { frameEn } from './frame/en'
import { cartCheckEn } from './storefront/cart-check-en'
import { storefrontEn } from './storefront/en'
import { filtersEn } from './storefront/filters-en'
import { searchEn } from './storefront/search-en'
import type { ShopMessageKey } from './tr'

export const en: Record<ShopMessageKey, string> = {
  ...accountEn,
  ...checkoutQuoteEn,
  ...frameEn,
  'admin.role.admin': 'Administrator',
  'admin.role.user': 'User',
  'admin.role.moderator': 'Moderator',

  'unsaved_changes.message': 'You have unsaved changes. If you leave now, they will be lost.',
  'unsaved_changes.leave': 'Leave without saving',

  'nav.products': 'Products',
  'nav.categories': 'Categories',
  'nav.cart': 'Cart',
  'nav.cart_items_unit': '{count, plural, one {item} other {items}}',
  'nav.register': 'Sign up',
  'nav.orders': 'My orders',
  'nav.wishlist': 'My wishlist',
  'nav.admin': 'Admin panel',
  'nav.logout': 'Log out',

  'home.products_title': 'Products',
  'home.products_empty': 'No products yet',
  'home.products_count': '{count, plural, =0 {No products} one {# product} other {# products}}',

  'product.add_to_cart': 'Add to cart',
  'product.in_stock': 'In stock',
  'product.low_stock': 'Only {count} left',
  'product.featured': 'Featured',
  'product.discount_badge': '{percent}% off',
  'product.list_error': 'Products could not be loaded',
  'product.added_to_cart': 'Product added to cart',

  'price.unavailable': 'Price not available',
  'price.original': 'Original price',
  'price.current': 'Price',

  'not_found.heading': 'Page not found — {siteName}',
  'not_found.home': 'Back to home',
  'not_found.back': 'Go back',
  'not_found.whatsapp': 'Message us on WhatsApp',

  'auth.email': 'E-mail',
  'auth.password': 'Password',
  'auth.name': 'Full name',
  'auth.phone': 'Phone (optional)',
  'auth.confirm_password': 'Confirm password',
  'auth.show_password': 'Show password',
  'auth.hide_password': 'Hide password',
  'auth.login_title': 'Log in',
  'auth.login_subtitle': 'Log in to your account',
  'auth.login_submit': 'Log in',
  'auth.logging_in': 'Logging in…',
  'auth.login_success': 'Logged in!',
  'auth.login_failed': 'Login failed',
  'auth.no_account': "Don't have an account?",
  'auth.register_link': 'Sign up',
  'auth.register_title': 'Sign up',
  'auth.register_subtitle': 'Create a new account',
  'auth.register_submit': 'Sign up',
  'auth.registering': 'Signing up…',
  'auth.register_success': 'Signed up!',
  'auth.register_failed': 'Sign-up failed',
  'auth.have_account': 'Already have an account?',
  'auth.login_link': 'Log in',
  'auth.whatsapp_help': 'Trouble logging in? Message us on WhatsApp',
  'auth.logout_success': 'Logged out',

  'header.search_label': 'Search products',
  'header.search_placeholder': 'Search products, brands or categories',
  'header.search_submit': 'Search',
  'header.currency': 'Currency',
  'header.account_menu': 'Account menu',
  'header.contact_strip': 'Contact details',
  'footer.corporate': 'Company',
  'footer.contact': 'Contact',
  'footer.about': 'About us',
  'footer.contact_page': 'Contact',
  'footer.faq': 'FAQ',
  'footer.shipping': 'Shipping',
  'footer.returns': 'Returns policy',
  'footer.privacy': 'Privacy policy',
  'footer.terms': 'Terms of service',
  'footer.whatsapp': 'Message us on WhatsApp',
  ...storefrontEn,
  ...searchEn,
  ...filtersEn,
  ...cartCheckEn,
  ...sharedShopEn,
  ...pageTitlesEn,
}
