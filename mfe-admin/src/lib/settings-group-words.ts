import type { SettingsGroup } from '@shop/domain'
import type { MessageKey } from '@shop/i18n'

/** Each settings group by the name of the settings screen's card or field that holds it. */
export const SETTINGS_GROUP_WORDS: Record<SettingsGroup, MessageKey> = {
  theme: 'admin.settings_screen.theme_title',
  translation: 'admin.settings_cards.translation_title',
  siteName: 'admin.settings_screen.site_name',
  siteDescription: 'admin.settings_screen.site_description',
  logoUrl: 'admin.settings_screen.logo',
  faviconUrl: 'admin.settings_screen.favicon',
  headerLogoUrl: 'admin.settings_screen.header_logo',
  footerLogoUrl: 'admin.settings_screen.footer_logo',
  contactInfo: 'admin.settings_screen.contact_title',
  socialMedia: 'admin.settings_screen.social_title',
  whatsapp: 'admin.settings_screen.whatsapp_title',
  shipping: 'admin.settings_screen.shipping_title',
  seo: 'admin.settings_cards.seo_title',
  languages: 'admin.settings_cards.language_title',
  currency: 'admin.settings_cards.currency_title',
  ui: 'admin.settings_cards.ui_title',
  maintenance: 'admin.settings_cards.maintenance_title',
}
