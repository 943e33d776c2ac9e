import { useT } from '@shop/i18n'
import { Button, notify, TextField } from '@shop/ui'
import { useId } from 'react'
import { useFormContext } from 'react-hook-form'
import layout from '../../../../components/form-layout.module.css'
import { notifyFailure } from '../../../../lib/notify-failure'
import { useTestWhatsapp } from '../../api/test-whatsapp'
import { useSettingsErrorText } from '../../hooks/use-settings-error-text'
import type { SettingsFormValues } from '../../lib/settings-form-values'
import { LocalizedField } from '../localized-field'
import { SettingsCard } from '../settings-card'
import fields from './settings-fields.module.css'

/**
 * WhatsApp: the switch, the number and the prepared message per language, and a test that opens the wa.me address
 * the server builds from the saved number and message in a new tab.
 */
export function WhatsappCard() {
  const t = useT()
  const errorText = useSettingsErrorText()
  const testHintId = useId()
  const { register, formState } = useFormContext<SettingsFormValues>()
  const test = useTestWhatsapp()
  const runTest = () =>
    test.mutate(undefined, {
      onSuccess: ({ whatsappUrl }) => {
        window.open(whatsappUrl, '_blank', 'noopener,noreferrer')
        notify.success(t('admin.settings_screen.whatsapp_test_success'))
      },
      onError: (error) => notifyFailure(error, t('admin.settings_screen.whatsapp_test_error')),
    })
  return (
    <SettingsCard
      title={t('admin.settings_screen.whatsapp_title')}
      description={t('admin.settings_screen.whatsapp_description')}
    >
      <label className={layout.checkRow}>
        <input type="checkbox" {...register('whatsapp.isEnabled')} />
        {t('admin.settings_screen.whatsapp_enabled')}
      </label>
      <TextField
        label={t('admin.settings_screen.whatsapp_number')}
        hint={t('admin.settings_screen.whatsapp_number_hint')}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        required
        error={errorText(formState.errors.whatsapp?.phoneNumber)}
        {...register('whatsapp.phoneNumber')}
      />
      <LocalizedField
        name="whatsapp.message"
        label={t('admin.settings_screen.whatsapp_message')}
        multiline
        required
        translate={{ context: 'general', type: 'description' }}
      />
      <div className={fields.actionRow}>
        <Button
          variant="secondary"
          className={fields.touch}
          loading={test.isPending}
          aria-describedby={testHintId}
          onClick={runTest}
        >
          {t('admin.settings_screen.whatsapp_test')}
        </Button>
        <p id={testHintId} className={layout.note}>
          {t('admin.settings_screen.whatsapp_test_hint')}
        </p>
      </div>
    </SettingsCard>
  )
}
