import { describe, expect, it } from 'vitest'
import { isContactPage, pageSlugFor, placeholderFor } from './content-slugs'

describe('content slugs', () => {
  it('serves the English static routes from the Turkish pages', () => {
    expect(pageSlugFor('about')).toBe('hakkimizda')
    expect(pageSlugFor('shipping')).toBe('kargo-bilgileri')
    expect(pageSlugFor('musteri-hizmetleri')).toBe('musteri-hizmetleri')
  })

  it('has built-in placeholders for exactly the ten listed slugs', () => {
    const listed = [
      'hakkimizda',
      'about',
      'iletisim',
      'contact',
      'sik-sorulan-sorular',
      'faq',
      'gizlilik-politikasi',
      'privacy',
      'hizmet-sartlari',
      'terms',
    ]
    for (const slug of listed) expect(placeholderFor(slug)).not.toBeNull()
    for (const slug of ['kargo-bilgileri', 'shipping', 'iade-politikasi', 'musteri-hizmetleri', 'nope'])
      expect(placeholderFor(slug)).toBeNull()
  })

  it('knows the contact page by either slug', () => {
    expect(isContactPage('iletisim')).toBe(true)
    expect(isContactPage('contact')).toBe(true)
    expect(isContactPage('hakkimizda')).toBe(false)
  })
})
