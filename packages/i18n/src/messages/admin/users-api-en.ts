import type { adminUsersApiTr } from './users-api-tr'

export const adminUsersApiEn: Record<keyof typeof adminUsersApiTr, string> = {
  'admin.user.name_required': 'Name is required',
  'admin.user.email_required': 'E-mail is required',
  'admin.user.password_required': 'A password is required for a new user',
  'admin.user.role_invalid': 'Role must be user, moderator or admin',
  'admin.user.active_invalid': 'Active must be true or false',
  'admin.user.period_invalid': 'The period of the user statistics must be 7d, 30d, 90d or 12m',
  'admin.user.not_found': 'User not found',
  'admin.user.admin_not_deactivatable': 'Admin accounts cannot be deactivated',
  'admin.user.admin_not_deletable': 'Admin accounts cannot be deleted; change their role first',
  'admin.user.inactive_admin': 'An inactive user cannot be made an admin; activate them first',
  'admin.user.last_admin': 'The last active admin cannot lose the role; make another user an admin first',
  'admin.user.own_role': 'You cannot change your own role; another admin has to do it',
  'admin.user.changed': 'The user changed in the meantime; reload and try again',
}
