import { FAVICON_ACCEPT, LOGO_ACCEPT, LOGO_SETTING, type LogoKind } from '@shop/domain'
import { useT } from '@shop/i18n'
import { Button, Field, notify } from '@shop/ui'
import { useController, useFormContext } from 'react-hook-form'
import { FileButton } from '../../../../components/file-button'
import { notifyFailure } from '../../../../lib/notify-failure'
import { useUploadLogo } from '../../api/upload-logo'
import { useSettingsErrorText } from '../../hooks/use-settings-error-text'
import { logoFileProblem } from '../../lib/logo-file'
import type { SettingsFormValues } from '../../lib/settings-form-values'
import styles from './logos-card.module.css'

/**
 * One logo: its preview, an upload that checks the file first (type, 2 MB) and is stored by the server at once (so
 * the field takes the new address as its saved value), and a removal that Save stores.
 */
export function LogoField({ kind, label }: { kind: LogoKind; label: string }) {
  const t = useT()
  const errorText = useSettingsErrorText()
  const { control, setValue, resetField } = useFormContext<SettingsFormValues>()
  const field = LOGO_SETTING[kind]
  // Held by a controller (there is no text input): resetField only moves the saved value of a registered field.
  const { field: logo, fieldState } = useController({ control, name: field })
  const url = logo.value ?? ''
  const upload = useUploadLogo()
  const favicon = kind === 'favicon'

  const uploadFile = ([file]: File[]) => {
    if (!file) return
    const problem = logoFileProblem(kind, file)
    if (problem) {
      notify.error(t(problem))
      return
    }
    upload.mutate(
      { kind, file },
      {
        onSuccess: (answer) => {
          resetField(field, { defaultValue: answer.logoUrl || answer.url })
          notify.success(t('admin.settings_screen.logo_success'))
        },
        onError: (error) => notifyFailure(error, t('admin.settings_screen.logo_error')),
      },
    )
  }

  return (
    <Field
      label={label}
      hint={t(favicon ? 'admin.settings_screen.favicon_hint' : 'admin.settings_screen.logo_hint')}
      error={errorText(fieldState.error)}
    >
      {(control) => (
        <div className={styles.logo}>
          <div className={`${styles.preview} ${favicon ? styles.iconPreview : ''}`}>
            {url ? (
              <img src={url} alt={t('admin.settings_screen.logo_preview', { field: label })} />
            ) : (
              <span className={styles.none}>{t('admin.settings_screen.logo_none')}</span>
            )}
          </div>
          <div className={styles.logoActions}>
            <FileButton
              label={
                upload.isPending
                  ? t('admin.settings_screen.logo_uploading')
                  : t('admin.settings_screen.logo_upload')
              }
              accept={favicon ? FAVICON_ACCEPT : LOGO_ACCEPT}
              disabled={upload.isPending}
              onFiles={uploadFile}
              control={control}
            />
            {url && (
              <Button
                variant="ghost"
                size="small"
                className={styles.touch}
                aria-label={t('admin.settings_screen.logo_remove_label', { field: label })}
                onClick={() => setValue(field, '', { shouldDirty: true })}
              >
                {t('admin.settings_screen.logo_remove')}
              </Button>
            )}
          </div>
        </div>
      )}
    </Field>
  )
}
