import { sharedAdminEn } from './admin-en'
import { sharedAdminTr } from './admin-tr'
import { firstScreenEn } from './first-screen-en'
import { firstScreenTr } from './first-screen-tr'
import { pageTitlesEn } from './page-titles-en'
import { pageTitlesTr } from './page-titles-tr'
import { sharedShopEn } from './shop-en'
import { sharedShopTr } from './shop-tr'

export {
  firstScreenEn,
  firstScreenTr,
  pageTitlesEn,
  pageTitlesTr,
  sharedAdminEn,
  sharedAdminTr,
  sharedShopEn,
  sharedShopTr,
}

/** Languages the API and the screens word their messages in; any other language reads Turkish. */
export type MessageLanguage = 'tr' | 'en'

/**
 * The shared catalogue: a text both the API and a screen show (mostly the shared schemas' validation keys) lives
 * here and only here. The UI catalogue (@shop/i18n) and the API's catalogue (api-worker/src/messages) spread it.
 */
export const sharedTr = { ...sharedShopTr, ...sharedAdminTr, ...pageTitlesTr, ...firstScreenTr } as const
export type SharedMessageKey = keyof typeof sharedTr
export const sharedEn: Record<SharedMessageKey, string> = {
  ...sharedShopEn,
  ...sharedAdminEn,
  ...pageTitlesEn,
  ...firstScreenEn,
}
