import { defineCatalogue } from './catalogue'

// Named like the shop's catalogue chunks (`messages-<language>`): the shell bundles only this catalogue, and the
// worker keeps the preload of the visitor's language by that name (api-worker/src/seo/catalogue-files.ts).
/** The shell's own catalogue (messages/frame): a page downloads the frame's texts, each remote its own. */
export const frameCatalogue = defineCatalogue({
  tr: () => import(/* webpackChunkName: "messages-tr" */ './messages/frame/tr').then((m) => m.frameTr),
  en: () => import(/* webpackChunkName: "messages-en" */ './messages/frame/en').then((m) => m.frameEn),
})
