import { settingsQueries } from '@shop/api-client'
import { useT } from '@shop/i18n'
import { notify } from '@shop/ui'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { rateKeys } from '../../exchange-rates/api/rate-keys'
import { useResetSettings } from '../api/reset-settings'
import { toFormValues } from '../lib/settings-payload'
import type { SettingsForm } from './use-settings-save'

/**
 * The Reset button (admin.md §4): asks first, then POST /settings/reset; the form is refilled from the answer and
 * the stored exchange rates are read again into the rates card. The shop's public settings are read again too.
 */
export function useSettingsReset(form: SettingsForm) {
  const t = useT()
  const queryClient = useQueryClient()
  const reset = useResetSettings()
  const [asking, setAsking] = useState(false)
  const confirm = () =>
    reset.mutate(undefined, {
      onSuccess: (settings) => {
        form.reset(toFormValues(settings))
        void queryClient.refetchQueries({ queryKey: rateKeys.list() })
        void queryClient.invalidateQueries({ queryKey: settingsQueries.all() })
        notify.success(t('admin.settings_screen.reset_success'))
      },
      onError: () => notify.error(t('admin.settings_screen.reset_error')),
      onSettled: () => setAsking(false),
    })
  return {
    asking,
    ask: () => setAsking(true),
    cancel: () => setAsking(false),
    confirm,
    resetting: reset.isPending,
  }
}
