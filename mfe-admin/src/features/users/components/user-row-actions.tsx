import type { AdminUserDto } from '@shop/domain'
import { useT } from '@shop/i18n'
import { DeleteIcon, EditIcon, HideIcon, ShowIcon } from '../../../components/icons'
import { RowAction, RowActions } from '../../../components/row-action'

interface UserRowActionsProps {
  user: AdminUserDto
  onToggle: (user: AdminUserDto) => void
  onEdit: (user: AdminUserDto) => void
  onDelete: (user: AdminUserDto) => void
  toggling: boolean
}

/**
 * Toggle active, edit, delete (the caller asks first). Admin-role users are never made passive or deleted (admin.md
 * §4, §6), so those two actions are not offered on their rows.
 */
export function UserRowActions({ user, onToggle, onEdit, onDelete, toggling }: UserRowActionsProps) {
  const t = useT()
  const name = user.name
  const protectedAccount = user.role === 'admin'
  return (
    <RowActions>
      {!protectedAccount && (
        <RowAction
          label={t(user.isActive ? 'admin.users.deactivate_label' : 'admin.users.activate_label', { name })}
          hint={t(user.isActive ? 'admin.users.deactivate' : 'admin.users.activate')}
          icon={user.isActive ? <HideIcon /> : <ShowIcon />}
          loading={toggling}
          onClick={() => onToggle(user)}
        />
      )}
      <RowAction
        label={t('admin.users.edit_label', { name })}
        hint={t('admin.common.edit')}
        icon={<EditIcon />}
        onClick={() => onEdit(user)}
      />
      {!protectedAccount && (
        <RowAction
          label={t('admin.users.delete_label', { name })}
          hint={t('admin.common.delete')}
          icon={<DeleteIcon />}
          tone="danger"
          onClick={() => onDelete(user)}
        />
      )}
    </RowActions>
  )
}
