import { describe, expect, it } from 'vitest'
import { bootBrand, faviconHref } from './boot-frame'

const siteName = { tr: 'Diş "Depo"', en: 'Dental <Depot>' }

describe("the boot frame's brand", () => {
  it("draws the header's logo first, then the site logo, as the storefront's header does", () => {
    expect(bootBrand({ siteName, headerLogoUrl: '/media/h.png', logoUrl: '/media/l.png' }, 'tr')).toBe(
      '<img src="/media/h.png" alt="" width="44" height="44">',
    )
    expect(bootBrand({ siteName, headerLogoUrl: '', logoUrl: 'media/l "x".png' }, 'tr')).toBe(
      '<img src="/media/l &#34;x&#34;.png" alt="" width="44" height="44">',
    )
  })

  it("writes the shop's name in the page's language, escaped, when there is no logo", () => {
    expect(bootBrand({ siteName, headerLogoUrl: '', logoUrl: '' }, 'en')).toBe('Dental &#60;Depot&#62;')
    expect(bootBrand({ siteName, headerLogoUrl: '', logoUrl: '' }, 'tr')).toBe('Diş &#34;Depo&#34;')
  })
})

describe("the page's icon link", () => {
  it('names the favicon from settings as the shell would: a media path from the root, another host as it is', () => {
    expect(faviconHref({ faviconUrl: '/media/settings/icon.png' })).toBe('/media/settings/icon.png')
    expect(faviconHref({ faviconUrl: 'media/settings/icon.png' })).toBe('/media/settings/icon.png')
    expect(faviconHref({ faviconUrl: 'https://cdn.example.com/f.png' })).toBe('https://cdn.example.com/f.png')
  })

  it('leaves the link alone without a favicon, or for an address that is not plain', () => {
    expect(faviconHref({ faviconUrl: '' })).toBeNull()
    expect(faviconHref({ faviconUrl: '/media/x".png' })).toBeNull()
    expect(faviconHref({ faviconUrl: '/media/a b.png' })).toBeNull()
  })
})
