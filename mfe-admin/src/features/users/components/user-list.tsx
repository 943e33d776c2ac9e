import type { AdminUserDto } from '@shop/domain'
import { useT } from '@shop/i18n'
import { ConfirmDialog, notify, Pagination, Stack } from '@shop/ui'
import { useCallback, useId, useState } from 'react'
import { DataTable } from '../../../components/data-table'
import { QueryState } from '../../../components/query-state'
import { notifyFailure } from '../../../lib/notify-failure'
import { useDeleteUser } from '../api/delete-user'
import { useAdminUsers } from '../api/list-users'
import { useToggleUserStatus } from '../api/toggle-user-status'
import { useUserColumns } from '../hooks/use-user-columns'
import type { UserListParams } from '../lib/list-params'
import styles from './users-table.module.css'

interface UserListProps {
  params: UserListParams
  hrefFor: (page: number) => string
  onEdit: (user: AdminUserDto) => void
}

/** One page of users titled with the total, its row actions, the delete confirmation and the page links. */
export function UserList({ params, hrefFor, onEdit }: UserListProps) {
  const t = useT()
  const titleId = useId()
  const query = useAdminUsers(params)
  const [deleting, setDeleting] = useState<AdminUserDto | null>(null)
  const toggle = useToggleUserStatus()
  const remove = useDeleteUser()

  const onToggle = useCallback(
    (user: AdminUserDto) =>
      toggle.mutate(user._id, {
        onSuccess: () => notify.success(t('admin.users.status_changed')),
        onError: (error) => notifyFailure(error, t('admin.users.status_failed')),
      }),
    [toggle.mutate, t],
  )
  const columns = useUserColumns({
    onToggle,
    onEdit,
    onDelete: setDeleting,
    togglingId: toggle.isPending ? (toggle.variables ?? null) : null,
  })

  const confirmDelete = () => {
    if (!deleting) return
    remove.mutate(deleting._id, {
      onSuccess: () => notify.success(t('admin.users.deleted')),
      onError: (error) => notifyFailure(error, t('admin.users.delete_failed')),
      onSettled: () => setDeleting(null),
    })
  }

  return (
    <QueryState query={query} errorTitle={t('admin.users.list_error')}>
      {({ data, pagination }) => {
        const total = pagination?.total ?? data.users.length
        return (
          <section aria-labelledby={titleId}>
            <Stack gap={4}>
              <h2 id={titleId} className={styles.listTitle}>
                {t('admin.users.list_title', { count: total })}
              </h2>
              <DataTable
                data={data.users}
                columns={columns}
                getRowId={(user) => user._id}
                caption={t('admin.users.table_caption', { count: total })}
                emptyText={t('admin.users.empty')}
                rowClassName={(user) => (user.isActive ? undefined : styles.inactive)}
                className={styles.table}
              />
              {pagination && <Pagination page={pagination.page} pages={pagination.pages} hrefFor={hrefFor} />}
              <ConfirmDialog
                open={deleting !== null}
                message={t('admin.users.confirm_delete')}
                confirmLabel={t('admin.common.delete')}
                busy={remove.isPending}
                onConfirm={confirmDelete}
                onCancel={() => setDeleting(null)}
              />
            </Stack>
          </section>
        )
      }}
    </QueryState>
  )
}
