import { sharedAdminEn } from '@shop/domain/messages/admin-en'
import { adminAuditScreenEn } from './audit-screen-en'
import { adminAuditWordsEn } from './audit-words-en'
import { adminCatalogueToolsEn } from './catalogue-tools-en'
import { adminCategoriesEn } from './categories-en'
import { adminCommonEn } from './common-en'
import { adminDashboardEn } from './dashboard-en'
import { adminHistoryEn } from './history-en'
import { adminLayoutEn } from './layout-en'
import { adminOrdersScreenEn } from './orders-screen-en'
import { adminPagesMediaEn } from './pages-media-en'
import { adminPagesScreenEn } from './pages-screen-en'
import { adminProductsEn } from './products-en'
import { adminRatesScreenEn } from './rates-screen-en'
import { adminSettingsCardsEn } from './settings-cards-en'
import { adminSettingsScreenEn } from './settings-screen-en'
import type { adminTr } from './tr'
import { adminUsersScreenEn } from './users-screen-en'

export const adminEn: Record<keyof typeof adminTr, string> = {
  ...adminAuditScreenEn,
  ...adminAuditWordsEn,
  ...adminCatalogueToolsEn,
  ...adminCategoriesEn,
  ...adminCommonEn,
  ...adminDashboardEn,
  ...adminHistoryEn,
  ...adminLayoutEn,
  ...adminOrdersScreenEn,
  ...adminPagesMediaEn,
  ...adminPagesScreenEn,
  ...adminProductsEn,
  ...adminRatesScreenEn,
  ...adminSettingsCardsEn,
  ...adminSettingsScreenEn,
  ...adminUsersScreenEn,
  ...sharedAdminEn,
}
