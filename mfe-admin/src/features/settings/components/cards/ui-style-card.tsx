import { useT } from '@shop/i18n'
import { SettingsCard } from '../settings-card'
import { HeroStyleFields } from './hero-style-fields'
import { ProductCardStyleFields } from './product-card-style-fields'
import styles from './ui-style-card.module.css'
import { UiStylePreview } from './ui-style-preview'

/**
 * UI style (admin.md §2, every option set of §3): product cards and the home hero, with a live preview of the unsaved
 * values beside the fields on a wide card (above them on a narrow one). Saved with the page's Save.
 */
export function UiStyleCard() {
  const t = useT()
  return (
    <SettingsCard
      title={t('admin.settings_cards.ui_title')}
      description={t('admin.settings_cards.ui_description')}
      wide
    >
      <div className={styles.container}>
        <div className={styles.layout}>
          <div className={styles.preview}>
            <UiStylePreview />
          </div>
          <div className={styles.fields}>
            <ProductCardStyleFields />
            <HeroStyleFields />
          </div>
        </div>
      </div>
    </SettingsCard>
  )
}
