import { isSafeLinkUrl } from '@shop/domain'
import StarterKit from '@tiptap/starter-kit'
import { PageImage, pageTableExtensions } from './editor-media-extensions'

/**
 * The editor's schema, kept inside PAGE_HTML_TAGS (@shop/domain): StarterKit's nodes and marks all map to allowed
 * tags once headings stop at h2–h4 (the page title is the h1) and links carry only `href` (no `rel`, `class` or
 * forced new tab); images and tables write only the attributes the sanitiser keeps. Pasted or stored HTML outside
 * the schema is dropped by the parser, so what the editor gives back is already what the API's sanitiser keeps.
 * Links follow the sanitiser's URL rule.
 */
export const pageEditorExtensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    link: {
      openOnClick: false,
      HTMLAttributes: { target: null, rel: null, class: null },
      isAllowedUri: (url) => isSafeLinkUrl(url),
    },
  }),
  PageImage,
  ...pageTableExtensions,
]
