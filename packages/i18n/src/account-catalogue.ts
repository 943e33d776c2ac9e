import { defineCatalogue } from './catalogue'

// Named like every app's catalogue chunks (`messages-<language>`): the account remote bundles only this catalogue,
// and the worker preloads the visitor's language's one by that name (api-worker/src/seo/catalogue-files.ts).
/** The account remote's catalogue (messages/account/texts-*.ts): its texts only, not the storefront's. */
export const accountCatalogue = defineCatalogue({
  tr: () =>
    import(/* webpackChunkName: "messages-tr" */ './messages/account/texts-tr').then((m) => m.accountTextsTr),
  en: () =>
    import(/* webpackChunkName: "messages-en" */ './messages/account/texts-en').then((m) => m.accountTextsEn),
})
