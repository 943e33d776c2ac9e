import { defineCatalogue } from './catalogue'

// Named like every app's catalogue chunks (`messages-<language>`): the storefront bundles only this catalogue, and the
// worker preloads the visitor's language's one by that name (api-worker/src/seo/catalogue-files.ts).
/** The storefront remote's catalogue (messages/storefront/texts-*.ts): its texts only, not the account's. */
export const storefrontCatalogue = defineCatalogue({
  tr: () =>
    import(/* webpackChunkName: "messages-tr" */ './messages/storefront/texts-tr').then(
      (m) => m.storefrontTextsTr,
    ),
  en: () =>
    import(/* webpackChunkName: "messages-en" */ './messages/storefront/texts-en').then(
      (m) => m.storefrontTextsEn,
    ),
})
