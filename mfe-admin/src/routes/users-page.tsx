import type { AdminUserDto } from '@shop/domain'
import { useT } from '@shop/i18n'
import { Button, usePageTitle } from '@shop/ui'
import { useState } from 'react'
import { PageHeader } from '../components/page-header'
import { UserFormModal } from '../features/users/components/user-form-modal'
import { UserList } from '../features/users/components/user-list'
import { UserSearch } from '../features/users/components/user-search'
import { useUserListParams } from '../features/users/hooks/use-user-list-params'

/** /admin/users (admins only): search, the users table with its actions, and the create/edit dialog. */
export function UsersPage() {
  const t = useT()
  usePageTitle(t('admin.users.title'))
  const { params, update, hrefFor } = useUserListParams()
  const [dialog, setDialog] = useState<{ open: boolean; user: AdminUserDto | null; key: number }>({
    open: false,
    user: null,
    key: 0,
  })
  // Each opening gets a fresh form; a closing dialog keeps its instance so focus goes back to the opener.
  const open = (user: AdminUserDto | null) => setDialog((now) => ({ open: true, user, key: now.key + 1 }))
  const close = () => setDialog((now) => ({ ...now, open: false }))
  return (
    <>
      <PageHeader
        title={t('admin.users.title')}
        actions={<Button onClick={() => open(null)}>{t('admin.users.new')}</Button>}
      />
      <UserSearch value={params.search} onSearch={(search) => update({ search })} />
      <UserList params={params} hrefFor={hrefFor} onEdit={open} />
      <UserFormModal key={dialog.key} open={dialog.open} user={dialog.user} onClose={close} />
    </>
  )
}
