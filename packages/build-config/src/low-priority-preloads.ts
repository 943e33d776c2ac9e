import type { HtmlBasicTag, RsbuildPlugin } from '@rsbuild/core'
import { CODE_PRELOAD_PRIORITY } from '@shop/domain/code-preloads'

const isCodePreload = (tag: HtmlBasicTag) =>
  tag.tag === 'link' &&
  tag.attrs?.rel === 'preload' &&
  (tag.attrs.as === 'script' || tag.attrs.as === 'style') &&
  tag.attrs.fetchpriority === undefined

/** The HTML's preload links for scripts and stylesheets at CODE_PRELOAD_PRIORITY; every other tag as it was. */
export function lowerCodePreloads<Tag extends HtmlBasicTag>(tags: Tag[]): Tag[] {
  return tags.map((tag) =>
    isCodePreload(tag) ? { ...tag, attrs: { ...tag.attrs, fetchpriority: CODE_PRELOAD_PRIORITY } } : tag,
  )
}

/** Rsbuild plugin: `lowerCodePreloads` on the tags the build writes into the HTML. */
export function pluginLowPriorityPreloads(): RsbuildPlugin {
  return {
    name: 'shop:low-priority-preloads',
    setup(api) {
      api.modifyHTMLTags(({ headTags, bodyTags }) => ({
        headTags: lowerCodePreloads(headTags),
        bodyTags: lowerCodePreloads(bodyTags),
      }))
    },
  }
}
