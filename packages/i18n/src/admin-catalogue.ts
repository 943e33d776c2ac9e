import type { UiLanguage } from '@shop/domain'
import { defineCatalogue } from './catalogue'
import { type MessageKey, shopCatalogue } from './messages'
import type { adminTr } from './messages/admin/tr'

type AdminMessages = Record<keyof typeof adminTr, string>
/** What the admin remote shows: the shop's catalogue and the admin's, in one language. */
export type AdminCatalogue = Record<MessageKey, string>

// One chunk per language (`admin-messages-<language>.<hash>.js`): an admin page downloads only the admin texts of the
// language it shows; the shop's texts come from the shop's own chunk of that language.
const adminImporters: Record<UiLanguage, () => Promise<AdminMessages>> = {
  tr: () => import(/* webpackChunkName: "admin-messages-tr" */ './messages/admin/tr').then((m) => m.adminTr),
  en: () => import(/* webpackChunkName: "admin-messages-en" */ './messages/admin/en').then((m) => m.adminEn),
}

const withShopTexts = (language: UiLanguage) => (): Promise<AdminCatalogue> =>
  Promise.all([shopCatalogue.load(language), adminImporters[language]()]).then(([shop, admin]) => ({
    ...shop,
    ...admin,
  }))

/** The admin's whole catalogue (the shop's chunk and the admin's, side by side), fetched once per language. */
export const adminCatalogue = defineCatalogue<AdminCatalogue>({
  tr: withShopTexts('tr'),
  en: withShopTexts('en'),
})
