import { sharedAdminTr } from '@shop/domain/messages/admin-tr'
import { adminAuditScreenTr } from './audit-screen-tr'
import { adminAuditWordsTr } from './audit-words-tr'
import { adminCatalogueToolsTr } from './catalogue-tools-tr'
import { adminCategoriesTr } from './categories-tr'
import { adminCommonTr } from './common-tr'
import { adminDashboardTr } from './dashboard-tr'
import { adminHistoryTr } from './history-tr'
import { adminLayoutTr } from './layout-tr'
import { adminOrdersScreenTr } from './orders-screen-tr'
import { adminPagesMediaTr } from './pages-media-tr'
import { adminPagesScreenTr } from './pages-screen-tr'
import { adminProductsTr } from './products-tr'
import { adminRatesScreenTr } from './rates-screen-tr'
import { adminSettingsCardsTr } from './settings-cards-tr'
import { adminSettingsScreenTr } from './settings-screen-tr'
import { adminUsersScreenTr } from './users-screen-tr'

/** The admin area's messages (screens and the API's admin answers): loaded by the admin remote and the API only. */
export const adminTr = {
  ...adminAuditScreenTr,
  ...adminAuditWordsTr,
  ...adminCatalogueToolsTr,
  ...adminCategoriesTr,
  ...adminCommonTr,
  ...adminDashboardTr,
  ...adminHistoryTr,
  ...adminLayoutTr,
  ...adminOrdersScreenTr,
  ...adminPagesMediaTr,
  ...adminPagesScreenTr,
  ...adminProductsTr,
  ...adminRatesScreenTr,
  ...adminSettingsCardsTr,
  ...adminSettingsScreenTr,
  ...adminUsersScreenTr,
  ...sharedAdminTr,
} as const
