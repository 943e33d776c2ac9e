import type { AdminUserDto, Role } from '@shop/domain'
import { useT } from '@shop/i18n'
import { userAtom } from '@shop/state'
import { VisuallyHidden } from '@shop/ui'
import type { ColumnDef } from '@tanstack/react-table'
import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import { Badge, type BadgeTone } from '../../../components/badge'
import { ACTIONS_COLUMN } from '../../../components/data-table'
import { useAdminDates } from '../../../hooks/use-admin-dates'
import { UserRowActions } from '../components/user-row-actions'
import styles from '../components/users-table.module.css'
import { WrappingEmail } from '../components/wrapping-email'

interface ColumnActions {
  onToggle: (user: AdminUserDto) => void
  onEdit: (user: AdminUserDto) => void
  onDelete: (user: AdminUserDto) => void
  togglingId: string | null
}

const ROLE_BADGE = {
  admin: { tone: 'danger', label: 'admin.users.role_admin' },
  moderator: { tone: 'warning', label: 'admin.users.role_moderator' },
  user: { tone: 'info', label: 'admin.users.role_user' },
} as const satisfies Record<Role, { tone: BadgeTone; label: string }>

/** The users table's columns (admin.md §2): name with the id's last 8 characters, contact, role, state, date. */
export function useUserColumns({ onToggle, onEdit, onDelete, togglingId }: ColumnActions) {
  const t = useT()
  const dates = useAdminDates()
  const myId = useAtomValue(userAtom)?._id
  return useMemo<ColumnDef<AdminUserDto, unknown>[]>(
    () => [
      {
        id: 'name',
        header: t('admin.users.col_name'),
        meta: { className: styles.nameColumn },
        cell: ({ row }) => (
          <span className={styles.name}>
            <span className={styles.nameLine}>
              <strong>{row.original.name}</strong>
              {row.original._id === myId && <Badge tone="neutral">{t('admin.users.you')}</Badge>}
            </span>
            <span className={styles.id}>
              <VisuallyHidden>{`${t('admin.users.id_suffix')}: `}</VisuallyHidden>
              {row.original._id.slice(-8)}
            </span>
          </span>
        ),
      },
      {
        id: 'email',
        header: t('admin.users.col_email'),
        meta: { className: styles.emailColumn },
        cell: ({ row }) => <WrappingEmail email={row.original.email} />,
      },
      {
        id: 'phone',
        header: t('admin.users.col_phone'),
        meta: { className: styles.nowrap },
        cell: ({ row }) =>
          row.original.phone ? (
            row.original.phone
          ) : (
            <span className={styles.muted}>
              <span aria-hidden="true">-</span>
              <VisuallyHidden>{t('admin.users.no_phone')}</VisuallyHidden>
            </span>
          ),
      },
      {
        id: 'role',
        header: t('admin.users.col_role'),
        cell: ({ row }) => {
          const badge = ROLE_BADGE[row.original.role]
          return <Badge tone={badge.tone}>{t(badge.label)}</Badge>
        },
      },
      {
        id: 'status',
        header: t('admin.users.col_status'),
        cell: ({ row }) =>
          row.original.isActive ? (
            <Badge tone="success">{t('admin.common.active')}</Badge>
          ) : (
            <Badge tone="neutral">{t('admin.common.passive')}</Badge>
          ),
      },
      {
        id: 'createdAt',
        header: t('admin.users.col_created'),
        meta: { className: styles.nowrap },
        cell: ({ row }) => (
          <time dateTime={row.original.createdAt}>{dates.date(row.original.createdAt)}</time>
        ),
      },
      {
        id: ACTIONS_COLUMN,
        header: t('admin.common.actions'),
        meta: { className: styles.actionsColumn },
        cell: ({ row }) => (
          <UserRowActions
            user={row.original}
            onToggle={onToggle}
            onEdit={onEdit}
            onDelete={onDelete}
            toggling={togglingId === row.original._id}
          />
        ),
      },
    ],
    [t, dates, myId, onToggle, onEdit, onDelete, togglingId],
  )
}
