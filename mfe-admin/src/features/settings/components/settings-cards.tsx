import type { ComponentType } from 'react'
import { ContactCard } from './cards/contact-card'
import { CurrencyCard } from './cards/currency-card'
import { ExchangeRatesCard } from './cards/exchange-rates-card'
import { LanguageCard } from './cards/language-card'
import { LogosCard } from './cards/logos-card'
import { MaintenanceCard } from './cards/maintenance-card'
import { SeoCard } from './cards/seo-card'
import { ShippingCard } from './cards/shipping-card'
import { SiteInfoCard } from './cards/site-info-card'
import { SocialMediaCard } from './cards/social-media-card'
import { ThemeCard } from './cards/theme-card'
import { TranslationCard } from './cards/translation-card'
import { UiStyleCard } from './cards/ui-style-card'
import { WhatsappCard } from './cards/whatsapp-card'
import styles from './settings-form.module.css'

/**
 * The cards of the settings screen, in the order of admin.md §2 (theme colours, translation service, exchange rates,
 * site information, logos and images, contact, WhatsApp, shipping, SEO, language, UI style), then the groups the spec
 * names elsewhere. Each card takes no props: it reads and writes its group through the page form's context.
 */
export const SETTINGS_CARDS: readonly { id: string; Card: ComponentType }[] = [
  { id: 'theme', Card: ThemeCard },
  { id: 'translation', Card: TranslationCard },
  { id: 'exchange-rates', Card: ExchangeRatesCard },
  { id: 'site-info', Card: SiteInfoCard },
  { id: 'logos', Card: LogosCard },
  { id: 'contact', Card: ContactCard },
  { id: 'whatsapp', Card: WhatsappCard },
  { id: 'shipping', Card: ShippingCard },
  { id: 'seo', Card: SeoCard },
  { id: 'language', Card: LanguageCard },
  { id: 'ui-style', Card: UiStyleCard },
  { id: 'social-media', Card: SocialMediaCard },
  { id: 'currency', Card: CurrencyCard },
  { id: 'maintenance', Card: MaintenanceCard },
]

export function SettingsCards() {
  return (
    <div className={styles.grid}>
      {SETTINGS_CARDS.map(({ id, Card }) => (
        <Card key={id} />
      ))}
    </div>
  )
}
