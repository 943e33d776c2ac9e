import type { adminSettingsApiTr } from './settings-api-tr'

/** English texts of the exchange-rate and settings API messages, in the order of the Turkish file. */
export const adminSettingsApiEn: Record<keyof typeof adminSettingsApiTr, string> = {
  'admin.rates.at_least_one': 'Enter at least one exchange rate',
  'admin.rates.usd_range': 'The USD rate must be between 0 and 1,000,000',
  'admin.rates.eur_range': 'The EUR rate must be between 0 and 1,000,000',
  'admin.rates.currency_unsupported': 'Only the USD and EUR rates can be managed',
  'admin.rates.not_found': 'Exchange rate not found',
  'admin.rates.changed': 'The rates changed meanwhile; reload the page and try again',
  'admin.settings.category_not_found': 'Settings category not found',
  'admin.settings.site_name_required': 'The Turkish site name is required',
  'admin.settings.seo_title_max': 'The SEO title can be at most 60 characters',
  'admin.settings.seo_description_max': 'The SEO description can be at most 160 characters',
  'admin.settings.seo_keywords_max': 'Keywords can be at most 500 characters',
  'admin.settings.url_invalid': 'The address must start with http(s):// or /',
  'admin.settings.whatsapp_number_invalid': 'Enter a valid WhatsApp number',
  'admin.settings.whatsapp_number_required': 'A phone number is required while WhatsApp is on',
  'admin.settings.whatsapp_not_configured': 'No WhatsApp number is set',
  'admin.settings.tax_rate_range': 'The VAT rate must be between 0 and 100',
  'admin.settings.turkish_required': 'Turkish must stay among the supported languages',
  'admin.settings.default_language_unsupported':
    'The default language must be one of the supported languages',
  'admin.settings.maintenance_message_max': 'The maintenance message can be at most 500 characters',
  'admin.settings.logo_kind_invalid': 'The logo type must be logo, headerLogo, footerLogo or favicon',
  'admin.settings.logo_type_invalid': 'Invalid file format!',
  'admin.settings.logo_too_large': 'The file must be smaller than 2MB!',
  'maintenance.orders_closed':
    'The site is under maintenance; orders cannot be placed right now. Please try again later.',
}
