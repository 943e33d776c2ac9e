import { describe, expect, it } from 'vitest'
import { resolveMediaUrl } from './media'

describe('media paths (storefront.md §7)', () => {
  it('gives an empty string for an empty path', () => {
    expect(resolveMediaUrl('', 'https://shop.example/api')).toBe('')
    expect(resolveMediaUrl(null)).toBe('')
  })

  it('leaves absolute http and https addresses as they are', () => {
    expect(resolveMediaUrl('https://cdn.example/a.png', 'https://shop.example/api')).toBe(
      'https://cdn.example/a.png',
    )
    expect(resolveMediaUrl('HTTP://cdn.example/a.png')).toBe('HTTP://cdn.example/a.png')
  })

  it('drops a trailing /api from the base and duplicate slashes at the join', () => {
    expect(resolveMediaUrl('/media/p.png', 'https://shop.example/api')).toBe(
      'https://shop.example/media/p.png',
    )
    expect(resolveMediaUrl('//media/p.png', 'https://shop.example/api/')).toBe(
      'https://shop.example/media/p.png',
    )
    expect(resolveMediaUrl('media/p.png', 'https://shop.example')).toBe('https://shop.example/media/p.png')
  })

  it('stays relative to the site when the API is same-origin', () => {
    expect(resolveMediaUrl('media/p.png', '/api')).toBe('/media/p.png')
  })
})
