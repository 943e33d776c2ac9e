import { useT } from '@shop/i18n'
import { TextField } from '@shop/ui'
import { useFormContext } from 'react-hook-form'
import { useSettingsErrorText } from '../../hooks/use-settings-error-text'
import type { SettingsFormValues } from '../../lib/settings-form-values'
import { SettingsCard } from '../settings-card'
import fields from './settings-fields.module.css'

const NETWORKS = [
  ['facebook', 'admin.settings_screen.social_facebook'],
  ['instagram', 'admin.settings_screen.social_instagram'],
  ['twitter', 'admin.settings_screen.social_twitter'],
  ['youtube', 'admin.settings_screen.social_youtube'],
  ['linkedin', 'admin.settings_screen.social_linkedin'],
] as const satisfies readonly (readonly [keyof SettingsFormValues['socialMedia'], string])[]

/** Social media accounts: one address per network, empty ones left out of the shop. */
export function SocialMediaCard() {
  const t = useT()
  const errorText = useSettingsErrorText()
  const { register, formState } = useFormContext<SettingsFormValues>()
  return (
    <SettingsCard
      title={t('admin.settings_screen.social_title')}
      description={t('admin.settings_screen.social_description')}
    >
      <div className={fields.fields}>
        {NETWORKS.map(([network, label]) => (
          <TextField
            key={network}
            label={t(label)}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            hint={t('admin.settings_screen.social_hint')}
            error={errorText(formState.errors.socialMedia?.[network])}
            {...register(`socialMedia.${network}`)}
          />
        ))}
      </div>
    </SettingsCard>
  )
}
