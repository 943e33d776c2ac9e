import { useT } from '@shop/i18n'
import { LocalizedField } from '../localized-field'
import { SettingsCard } from '../settings-card'

/** Site information: the site name and description (each required in Turkish), per language. */
export function SiteInfoCard() {
  const t = useT()
  return (
    <SettingsCard
      title={t('admin.settings_screen.site_info_title')}
      description={t('admin.settings_screen.site_info_description')}
    >
      <LocalizedField name="siteName" label={t('admin.settings_screen.site_name')} required />
      <LocalizedField
        name="siteDescription"
        label={t('admin.settings_screen.site_description')}
        multiline
        required
        translate={{ context: 'general', type: 'description' }}
      />
    </SettingsCard>
  )
}
