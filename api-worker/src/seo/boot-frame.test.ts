import { describe, expect, it } from 'vitest'
import { bootBrand } from './boot-frame'

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
