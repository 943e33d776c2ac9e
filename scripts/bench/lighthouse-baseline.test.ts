import { describe, expect, it } from 'vitest'
import { CONSTANT_PAGE, withoutScripts } from './lighthouse-baseline.mjs'

const SHOP_PAGE = [
  '<html><head>',
  '<link rel="preload" href="/media/a.png" as="image" imagesrcset="/media/a.png?w=400 400w" fetchpriority="high">',
  '<link rel="preload" href="/remotes.json" as="fetch" crossorigin>',
  '<link rel="preload" href="/remotes/storefront/static/js/storefront.1.js" as="script">',
  '<link rel="preload" href="/remotes/storefront/static/css/async/frame.1.css" as="style">',
  '<link href="/static/js/async/w.1.js" rel="preload" as="script">',
  '<link rel="modulepreload" href="/static/js/esm.1.js">',
  '<link rel="canonical" href="http://shop.example/">',
  '<style>.fs-screen{display:grid}</style>',
  '<script defer src="/static/js/index.1.js"></script>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '</head><body><script type="application/json" id="shop-boot">{"queries":[]}</script>',
  '<div class="fs-screen"><img src="/media/a.png" alt=""></div></body></html>',
].join('')

describe('withoutScripts', () => {
  const page = withoutScripts(SHOP_PAGE)

  it('drops every script file and the preloads of scripts, stylesheets and fetched JSON', () => {
    expect(page).not.toMatch(/\.js"/)
    expect(page).not.toContain('frame.1.css')
    expect(page).not.toContain('/remotes.json')
  })

  it('keeps what paints the first screen and the data blocks, which never run', () => {
    expect(page).toContain('<link rel="preload" href="/media/a.png" as="image"')
    expect(page).toContain('<style>.fs-screen{display:grid}</style>')
    expect(page).toContain('<div class="fs-screen"><img src="/media/a.png" alt=""></div>')
    expect(page).toContain('<script type="application/ld+json">')
    expect(page).toContain('<script type="application/json" id="shop-boot">')
    expect(page).toContain('<link rel="canonical"')
  })

  it('leaves the constant page as it is: it has nothing to drop', () => {
    expect(withoutScripts(CONSTANT_PAGE)).toBe(CONSTANT_PAGE)
    expect(CONSTANT_PAGE).not.toMatch(/<script|<link|<img|<style/)
  })
})
