import { adminAuditApiTr } from './audit-api-tr'
import { adminAuditScreenTr } from './audit-screen-tr'
import { adminAuditWordsTr } from './audit-words-tr'
import { adminCatalogueCsvTr } from './catalogue-csv-tr'
import { adminCatalogueToolsTr } from './catalogue-tools-tr'
import { adminCatalogueTr } from './catalogue-tr'
import { adminCategoriesTr } from './categories-tr'
import { adminCommonTr } from './common-tr'
import { adminDashboardTr } from './dashboard-tr'
import { adminHistoryTr } from './history-tr'
import { adminLayoutTr } from './layout-tr'
import { adminOrdersApiTr } from './orders-api-tr'
import { adminOrdersScreenTr } from './orders-screen-tr'
import { adminPagesApiTr } from './pages-api-tr'
import { adminPagesMediaTr } from './pages-media-tr'
import { adminPagesScreenTr } from './pages-screen-tr'
import { adminProductsTr } from './products-tr'
import { adminRatesScreenTr } from './rates-screen-tr'
import { adminSettingsApiTr } from './settings-api-tr'
import { adminSettingsCardsTr } from './settings-cards-tr'
import { adminSettingsScreenTr } from './settings-screen-tr'
import { adminUsersApiTr } from './users-api-tr'
import { adminUsersScreenTr } from './users-screen-tr'

/** The admin area's messages (screens and the API's admin answers): loaded by the admin remote and the API only. */
export const adminTr = {
  ...adminAuditApiTr,
  ...adminAuditScreenTr,
  ...adminAuditWordsTr,
  ...adminCatalogueCsvTr,
  ...adminCatalogueToolsTr,
  ...adminCatalogueTr,
  ...adminCategoriesTr,
  ...adminCommonTr,
  ...adminDashboardTr,
  ...adminHistoryTr,
  ...adminLayoutTr,
  ...adminOrdersApiTr,
  ...adminOrdersScreenTr,
  ...adminPagesApiTr,
  ...adminPagesMediaTr,
  ...adminPagesScreenTr,
  ...adminProductsTr,
  ...adminRatesScreenTr,
  ...adminSettingsApiTr,
  ...adminSettingsCardsTr,
  ...adminSettingsScreenTr,
  ...adminUsersApiTr,
  ...adminUsersScreenTr,
} as const
