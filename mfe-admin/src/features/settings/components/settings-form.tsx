import { zodResolver } from '@hookform/resolvers/zod'
import { type AdminSettings, type SettingsUpdate, settingsUpdateSchema } from '@shop/domain'
import { useT } from '@shop/i18n'
import { ConfirmDialog, useFormDraftThroughSignIn, useUnsavedChangesPrompt } from '@shop/ui'
import { FormProvider, type Resolver, useForm } from 'react-hook-form'
import { QueryState } from '../../../components/query-state'
import { useAdminSettings } from '../api/get-settings'
import { useSettingsReset } from '../hooks/use-settings-reset'
import { useSettingsSave } from '../hooks/use-settings-save'
import type { SettingsFormValues } from '../lib/settings-form-values'
import { toFormValues } from '../lib/settings-payload'
import { SettingsActions } from './settings-actions'
import { SettingsCards } from './settings-cards'
import styles from './settings-form.module.css'

/** The settings screen's form once GET /settings answered; a failed load shows inline with a retry. */
export function SettingsForm() {
  const t = useT()
  const settings = useAdminSettings()
  return (
    <QueryState query={settings} errorTitle={t('admin.settings_screen.load_error')}>
      {(data) => <SettingsEditor settings={data} />}
    </QueryState>
  )
}

/** A typed translation key is a secret: it is never kept in the tab's storage, so a restored draft lacks it. */
function withoutTypedKey(values: SettingsFormValues): SettingsFormValues {
  return { ...values, translation: { ...values.translation, apiKey: '' } }
}

/**
 * One react-hook-form for the whole settings document, checked by the API's own schema; every card reads and
 * writes its group through the form context. Save and Reset stay in reach at the bottom of the screen.
 */
function SettingsEditor({ settings }: { settings: AdminSettings }) {
  const t = useT()
  const form = useForm<SettingsFormValues, unknown, SettingsUpdate>({
    // The form holds every group the schema takes as optional (and `hasApiKey`, which the schema drops).
    resolver: zodResolver(settingsUpdateSchema) as unknown as Resolver<
      SettingsFormValues,
      unknown,
      SettingsUpdate
    >,
    defaultValues: toFormValues(settings),
  })
  const { submit, saving } = useSettingsSave(form)
  const reset = useSettingsReset(form)
  // A save resets the form to what was stored before the reload, so neither the router nor the browser asks then.
  const unsavedPrompt = useUnsavedChangesPrompt(form.formState.isDirty)
  const draft = useFormDraftThroughSignIn(form, 'admin.settings', { keep: withoutTypedKey })
  return (
    <FormProvider {...form}>
      <form className={styles.form} onSubmit={submit} noValidate>
        {draft.notice}
        <SettingsCards />
        <SettingsActions
          dirty={form.formState.isDirty}
          saving={saving}
          resetting={reset.resetting}
          onReset={reset.ask}
        />
      </form>
      <ConfirmDialog
        open={reset.asking}
        message={t('admin.settings_screen.reset_confirm')}
        confirmLabel={t('admin.settings_screen.reset_confirm_button')}
        busy={reset.resetting}
        onConfirm={reset.confirm}
        onCancel={reset.cancel}
      />
      {unsavedPrompt}
    </FormProvider>
  )
}
