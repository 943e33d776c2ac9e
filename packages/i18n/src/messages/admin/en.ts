import { adminAuditApiEn } from './audit-api-en'
import { adminAuditScreenEn } from './audit-screen-en'
import { adminAuditWordsEn } from './audit-words-en'
import { adminCatalogueCsvEn } from './catalogue-csv-en'
import { adminCatalogueEn } from './catalogue-en'
import { adminCatalogueToolsEn } from './catalogue-tools-en'
import { adminCategoriesEn } from './categories-en'
import { adminCommonEn } from './common-en'
import { adminDashboardEn } from './dashboard-en'
import { adminHistoryEn } from './history-en'
import { adminLayoutEn } from './layout-en'
import { adminOrdersApiEn } from './orders-api-en'
import { adminOrdersScreenEn } from './orders-screen-en'
import { adminPagesApiEn } from './pages-api-en'
import { adminPagesMediaEn } from './pages-media-en'
import { adminPagesScreenEn } from './pages-screen-en'
import { adminProductsEn } from './products-en'
import { adminRatesScreenEn } from './rates-screen-en'
import { adminSettingsApiEn } from './settings-api-en'
import { adminSettingsCardsEn } from './settings-cards-en'
import { adminSettingsScreenEn } from './settings-screen-en'
import type { adminTr } from './tr'
import { adminUsersApiEn } from './users-api-en'
import { adminUsersScreenEn } from './users-screen-en'

export const adminEn: Record<keyof typeof adminTr, string> = {
  ...adminAuditApiEn,
  ...adminAuditScreenEn,
  ...adminAuditWordsEn,
  ...adminCatalogueCsvEn,
  ...adminCatalogueEn,
  ...adminCatalogueToolsEn,
  ...adminCategoriesEn,
  ...adminCommonEn,
  ...adminDashboardEn,
  ...adminHistoryEn,
  ...adminLayoutEn,
  ...adminOrdersApiEn,
  ...adminOrdersScreenEn,
  ...adminPagesApiEn,
  ...adminPagesMediaEn,
  ...adminPagesScreenEn,
  ...adminProductsEn,
  ...adminRatesScreenEn,
  ...adminSettingsApiEn,
  ...adminSettingsCardsEn,
  ...adminSettingsScreenEn,
  ...adminUsersApiEn,
  ...adminUsersScreenEn,
}
