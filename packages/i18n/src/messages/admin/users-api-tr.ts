/**
 * Admin messages shared by the API and the admin screens for user management: the user form's texts of admin.md §5
 * (word for word) and the failures the users API answers. Turkish.
 */
export const adminUsersApiTr = {
  'admin.user.name_required': 'İsim gereklidir',
  'admin.user.email_required': 'E-posta gereklidir',
  'admin.user.password_required': 'Yeni kullanıcı için şifre gereklidir',
  'admin.user.role_invalid': 'Rol user, moderator veya admin olmalıdır',
  'admin.user.active_invalid': 'Aktiflik durumu true veya false olmalıdır',
  'admin.user.period_invalid': 'Kullanıcı istatistiklerinin dönemi 7d, 30d, 90d veya 12m olmalıdır',
  'admin.user.not_found': 'Kullanıcı bulunamadı',
  'admin.user.admin_not_deactivatable': 'Yönetici hesapları pasife alınamaz',
  'admin.user.admin_not_deletable': 'Yönetici hesapları silinemez; önce rolünü değiştirin',
  'admin.user.inactive_admin': 'Pasif bir kullanıcı yönetici yapılamaz; önce aktifleştirin',
  'admin.user.last_admin':
    'Son aktif yöneticinin rolü değiştirilemez; önce başka bir kullanıcıyı yönetici yapın',
  'admin.user.own_role': 'Kendi rolünüzü değiştiremezsiniz; bunu başka bir yönetici yapmalıdır',
  'admin.user.changed': 'Kullanıcı bu sırada değişti; sayfayı yenileyip tekrar deneyin',
} as const
