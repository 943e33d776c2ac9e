import { type Language, type UiLanguage, uiLanguageOf } from '@shop/domain'
import { loadMessages, type MessageKey } from './messages'
import type { adminTr } from './messages/admin/tr'

type AdminMessages = Record<keyof typeof adminTr, string>
/** What the admin remote shows: the shop's catalogue and the admin's, in one language. */
export type AdminCatalogue = Record<MessageKey, string>

// One chunk per language (`admin-messages-<language>.<hash>.js`): an admin page downloads only the admin texts of the
// language it shows; the shop's texts come from the shop's own chunk of that language (`loadMessages`).
const importers: Record<UiLanguage, () => Promise<AdminMessages>> = {
  tr: () => import(/* webpackChunkName: "admin-messages-tr" */ './messages/admin/tr').then((m) => m.adminTr),
  en: () => import(/* webpackChunkName: "admin-messages-en" */ './messages/admin/en').then((m) => m.adminEn),
}

const loaded: Partial<Record<UiLanguage, AdminCatalogue>> = {}
const loading: Partial<Record<UiLanguage, Promise<AdminCatalogue>>> = {}

/**
 * Fetches the admin's whole catalogue in a language once (the shop's chunk and the admin's, side by side); the same
 * promise for every caller until it is in, so React's `use()` can wait on it and the language switcher can fetch it
 * before it switches.
 */
export function loadAdminMessages(language: Language): Promise<AdminCatalogue> {
  const ui = uiLanguageOf(language)
  loading[ui] ??= Promise.all([loadMessages(ui), importers[ui]()]).then(
    ([shop, admin]) => {
      loaded[ui] = { ...shop, ...admin }
      return loaded[ui]
    },
    (error: unknown) => {
      delete loading[ui]
      throw error
    },
  )
  return loading[ui]
}

/** The admin's catalogue for `ShopIntlProvider`: the loaded one at once, else the promise of it. */
export function adminMessagesFor(language: Language): AdminCatalogue | Promise<AdminCatalogue> {
  return loaded[uiLanguageOf(language)] ?? loadAdminMessages(language)
}
