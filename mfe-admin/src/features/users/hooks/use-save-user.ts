import { useCallback } from 'react'
import { useCreateUser } from '../api/create-user'
import { useResetUserPassword } from '../api/reset-user-password'
import { useUpdateUser } from '../api/update-user'
import type { UserSave } from '../lib/user-form'

/**
 * Saves the dialog: POST for a new user; for an edit, PUT and then, when a new password was typed, the separate
 * reset-password call (admin.md §5). Rejects with the failed call's error.
 */
export function useSaveUser() {
  const create = useCreateUser()
  const update = useUpdateUser()
  const reset = useResetUserPassword()
  const save = useCallback(
    async (save: UserSave) => {
      if (save.kind === 'create') {
        await create.mutateAsync(save.input)
        return
      }
      await update.mutateAsync({ id: save.id, input: save.input })
      if (save.newPassword !== undefined) {
        await reset.mutateAsync({ id: save.id, input: { newPassword: save.newPassword } })
      }
    },
    [create.mutateAsync, update.mutateAsync, reset.mutateAsync],
  )
  return { save, saving: create.isPending || update.isPending || reset.isPending }
}
