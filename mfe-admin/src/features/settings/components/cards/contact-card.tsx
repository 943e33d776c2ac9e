import { useT } from '@shop/i18n'
import { TextField } from '@shop/ui'
import { useFormContext } from 'react-hook-form'
import { useSettingsErrorText } from '../../hooks/use-settings-error-text'
import type { SettingsFormValues } from '../../lib/settings-form-values'
import { LocalizedField } from '../localized-field'
import { SettingsCard } from '../settings-card'
import fields from './settings-fields.module.css'

/** Contact information: e-mail and phone, the address and working hours per language. */
export function ContactCard() {
  const t = useT()
  const errorText = useSettingsErrorText()
  const { register, formState } = useFormContext<SettingsFormValues>()
  const errors = formState.errors.contactInfo
  return (
    <SettingsCard
      title={t('admin.settings_screen.contact_title')}
      description={t('admin.settings_screen.contact_description')}
    >
      <div className={fields.fields}>
        <TextField
          label={t('admin.settings_screen.contact_email')}
          type="email"
          autoComplete="off"
          required
          error={errorText(errors?.email)}
          {...register('contactInfo.email')}
        />
        <TextField
          label={t('admin.settings_screen.contact_phone')}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          required
          error={errorText(errors?.phone)}
          {...register('contactInfo.phone')}
        />
      </div>
      <LocalizedField
        name="contactInfo.address"
        label={t('admin.settings_screen.contact_address')}
        multiline
        required
      />
      <LocalizedField
        name="contactInfo.workingHours"
        label={t('admin.settings_screen.contact_hours')}
        required
        translate={{ context: 'general', type: 'name' }}
      />
    </SettingsCard>
  )
}
