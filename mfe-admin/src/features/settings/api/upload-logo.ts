import { UPLOAD_TIMEOUT } from '@shop/api-client'
import { type AdminSettings, LOGO_SETTING, type LogoKind, type LogoUploadAnswer } from '@shop/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminRequest } from '../../../lib/admin-request'
import { settingsKeys } from './settings-keys'

export interface LogoUpload {
  kind: LogoKind
  file: File
}

/**
 * POST /settings/upload-logo/:type with the file in the `logo` field. The server stores the file and sets the
 * kind's settings field at once, so the stored settings read here take the new address too.
 */
export function useUploadLogo() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ kind, file }: LogoUpload) => {
      const form = new FormData()
      form.append('logo', file)
      return adminRequest<LogoUploadAnswer>('POST', `/settings/upload-logo/${kind}`, {
        body: form,
        timeoutMs: UPLOAD_TIMEOUT.single,
      })
    },
    onSuccess: (answer) =>
      queryClient.setQueryData<AdminSettings>(settingsKeys.detail(), (settings) =>
        settings ? { ...settings, [LOGO_SETTING[answer.type]]: answer.logoUrl || answer.url } : settings,
      ),
  })
}
