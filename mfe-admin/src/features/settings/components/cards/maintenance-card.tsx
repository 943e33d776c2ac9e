import { useT } from '@shop/i18n'
import { notify } from '@shop/ui'
import { useId } from 'react'
import { useController, useFormContext } from 'react-hook-form'
import layout from '../../../../components/form-layout.module.css'
import { notifyFailure } from '../../../../lib/notify-failure'
import { useSetMaintenance } from '../../api/set-maintenance'
import type { SettingsFormValues } from '../../lib/settings-form-values'
import { LocalizedField } from '../localized-field'
import { SettingsCard } from '../settings-card'
import styles from './maintenance-card.module.css'

/**
 * Maintenance mode (admin.md §4: switched by a call): the switch calls PATCH /settings/maintenance at once with the
 * message typed per language. What the server stored becomes the form's starting value for both, so the page's
 * Save (which sends the whole settings) neither undoes the switch nor counts it as an unsaved change.
 */
export function MaintenanceCard() {
  const t = useT()
  const stateId = useId()
  const { getValues, resetField, trigger } = useFormContext<SettingsFormValues>()
  const { field } = useController<SettingsFormValues, 'maintenance.isEnabled'>({
    name: 'maintenance.isEnabled',
  })
  const setMaintenance = useSetMaintenance()
  const enabled = setMaintenance.isPending ? setMaintenance.variables.isEnabled : field.value

  const switchTo = async (isEnabled: boolean) => {
    // A message over its limit is shown on its field; the call would only be refused.
    if (!(await trigger('maintenance.message'))) {
      notify.error(t('admin.settings_cards.maintenance_error'))
      return
    }
    setMaintenance.mutate(
      { isEnabled, message: getValues('maintenance.message') },
      {
        onSuccess: ({ settings }) => {
          resetField('maintenance.isEnabled', { defaultValue: settings.maintenance.isEnabled })
          resetField('maintenance.message', { defaultValue: settings.maintenance.message })
          notify.success(
            t(
              settings.maintenance.isEnabled
                ? 'admin.settings_cards.maintenance_switched_on'
                : 'admin.settings_cards.maintenance_switched_off',
            ),
          )
        },
        onError: (error) => notifyFailure(error, t('admin.settings_cards.maintenance_error')),
      },
    )
  }

  return (
    <SettingsCard
      title={t('admin.settings_cards.maintenance_title')}
      description={t('admin.settings_cards.maintenance_description')}
    >
      <label className={styles.switchRow}>
        <input
          ref={field.ref}
          type="checkbox"
          role="switch"
          aria-checked={enabled}
          className={styles.switch}
          checked={enabled}
          disabled={setMaintenance.isPending}
          aria-busy={setMaintenance.isPending || undefined}
          aria-describedby={stateId}
          onChange={(event) => void switchTo(event.target.checked)}
        />
        <span>{t('admin.settings_cards.maintenance_title')}</span>
      </label>
      <output id={stateId} className={enabled ? styles.stateOn : styles.stateOff}>
        {t(
          enabled
            ? 'admin.settings_cards.maintenance_state_on'
            : 'admin.settings_cards.maintenance_state_off',
        )}
      </output>
      <p className={layout.note}>{t('admin.settings_cards.maintenance_switch_hint')}</p>
      <LocalizedField
        name="maintenance.message"
        label={t('admin.settings_cards.maintenance_message')}
        multiline
        translate={{ context: 'general', type: 'description' }}
      />
    </SettingsCard>
  )
}
