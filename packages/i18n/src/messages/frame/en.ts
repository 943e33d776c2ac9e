import { pageTitlesEn } from '@shop/domain/messages/page-titles-en'
import { sessionEn } from '@shop/domain/messages/session-en'
import type { FrameMessageKey } from './tr'

/** The shell's catalogue in English (see tr.ts). */
export const frameEn: Record<FrameMessageKey, string> = {
  ...sessionEn,
  ...pageTitlesEn,
  'app.loading': 'Loading…',
  'app.skip_to_content': 'Skip to content',
  'error.connection': 'Connection error. Please check your internet connection.',
  'error.generic': 'Something went wrong',
  'error.timeout': 'The request timed out',
  'footer.copyright': '© {year} {siteName}. All rights reserved.',
  'header.language': 'Language',
  'language.ar': 'العربية',
  'language.de': 'Deutsch',
  'language.en': 'English',
  'language.fr': 'Français',
  'language.tr': 'Türkçe',
  'maintenance.contact_intro': 'For your order or an urgent question, you can reach us here.',
  'maintenance.contact_title': 'Contact us',
  'maintenance.default_message':
    'We are carrying out a short maintenance to serve you better. Please visit us again a little later.',
  'maintenance.staff_banner': 'Maintenance mode is on — customers see the maintenance page',
  'maintenance.staff_banner_settings': 'Maintenance settings',
  'maintenance.title': 'The site is under maintenance',
  'maintenance.whatsapp': 'Message us on WhatsApp',
  'nav.cart_with_count': 'Cart, {count, plural, =0 {empty} one {# item} other {# items}}',
  'nav.login': 'Log in',
  'nav.main': 'Main menu',
  'nav.profile': 'My profile',
  'remote.load_error': 'This section could not be loaded right now',
  'remote.load_error_detail': 'The rest of the page keeps working. Please try again.',
  'remote.preview_active': 'Preview: the {remote} section loads from this build instead of the live one:',
  'remote.preview_close': 'Close preview',
  'remote.preview_title': 'Preview',
  'remote.retry': 'Try again',
  'settings.load_error': 'Settings could not be loaded',
}
