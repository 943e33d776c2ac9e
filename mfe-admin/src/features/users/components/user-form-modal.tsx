import type { AdminUserDto } from '@shop/domain'
import { useT } from '@shop/i18n'
import { userAtom } from '@shop/state'
import { Button, notify } from '@shop/ui'
import { useAtomValue } from 'jotai'
import { useCallback, useId } from 'react'
import { Modal } from '../../../components/modal'
import { useGuardedClose } from '../../../hooks/use-guarded-close'
import { notifyFailure } from '../../../lib/notify-failure'
import { useSaveUser } from '../hooks/use-save-user'
import { EMPTY_USER_FORM, type UserSave, userToFormValues } from '../lib/user-form'
import { UserForm } from './user-form'

interface UserFormModalProps {
  open: boolean
  /** null: a new user. */
  user: AdminUserDto | null
  onClose: () => void
}

/** Create or edit a user in a dialog; the toasts of admin.md §8 ('Kullanıcı oluşturuldu' / 'güncellendi'). */
export function UserFormModal({ open, user, onClose }: UserFormModalProps) {
  const t = useT()
  const formId = useId()
  const me = useAtomValue(userAtom)
  const { save, saving } = useSaveUser()
  const close = useGuardedClose(onClose)

  const onSave = useCallback(
    async (change: UserSave) => {
      try {
        await save(change)
      } catch (error) {
        notifyFailure(error, t('error.generic'))
        throw error
      }
      notify.success(t(change.kind === 'create' ? 'admin.users.created' : 'admin.users.updated'))
      onClose()
    },
    [save, onClose, t],
  )

  return (
    <Modal
      open={open}
      title={t(user ? 'admin.users.form_edit_title' : 'admin.users.form_create_title')}
      onClose={close.requestClose}
      footer={
        <>
          <Button variant="secondary" onClick={close.requestClose}>
            {t('admin.common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {t(user ? 'admin.common.update' : 'admin.common.create')}
          </Button>
        </>
      }
    >
      {user ? (
        <UserForm
          formId={formId}
          initial={userToFormValues(user)}
          editing={{ id: user._id, storedRole: user.role, isSelf: user._id === me?._id }}
          onSave={onSave}
          onDirtyChange={close.onDirtyChange}
        />
      ) : (
        <UserForm
          formId={formId}
          initial={EMPTY_USER_FORM}
          onSave={onSave}
          onDirtyChange={close.onDirtyChange}
        />
      )}
      {close.prompt}
    </Modal>
  )
}
