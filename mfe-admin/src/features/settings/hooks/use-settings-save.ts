import { SETTINGS_RELOAD_DELAY_MS, type SettingsUpdate } from '@shop/domain'
import { useT } from '@shop/i18n'
import { notify } from '@shop/ui'
import { useEffect } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { useSaveSettings } from '../api/save-settings'
import { rememberSavedNotice, takeSavedNotice } from '../lib/saved-notice'
import { showSettingsFieldErrors } from '../lib/server-field-errors'
import type { SettingsFormValues } from '../lib/settings-form-values'
import { toFormValues, toSettingsPayload } from '../lib/settings-payload'

export type SettingsForm = UseFormReturn<SettingsFormValues, unknown, SettingsUpdate>

/**
 * The Save button: the shared schema checks the form, PUT /settings takes the whole object, the form becomes the
 * saved state (so nothing counts as unsaved), and the page reloads 500 ms later so every part of the shop reads the
 * new settings (admin.md §4), whose screen says the save succeeded again. A refusal marks the fields the server
 * names; the toasts are admin.md §8's.
 */
export function useSettingsSave(form: SettingsForm) {
  const t = useT()
  const save = useSaveSettings()
  const failed = () => notify.error(t('admin.settings_screen.save_error'))
  // The reload after a save would cut its toast short; the screen that comes back says it again.
  useEffect(() => {
    if (takeSavedNotice()) notify.success(t('admin.settings_screen.save_success'))
  }, [t])
  const submit = form.handleSubmit(async (update) => {
    try {
      const saved = await save.mutateAsync(toSettingsPayload(update))
      form.reset(toFormValues(saved))
      notify.success(t('admin.settings_screen.save_success'))
      rememberSavedNotice()
      window.setTimeout(() => window.location.reload(), SETTINGS_RELOAD_DELAY_MS)
    } catch (error) {
      showSettingsFieldErrors(error, form.setError)
      failed()
    }
  }, failed)
  return { submit, saving: save.isPending || save.isSuccess }
}
